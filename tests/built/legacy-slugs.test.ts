/**
 * @jest-environment jsdom
 */
import { LEGACY_SLUGS_PATH } from "../../gatsby/legacy-slugs/legacy-slugs";
import { legacyEventSlug } from "../../src/utils/event-slug";
import { programmeCardIdOf } from "../../src/utils/event-ids";
import { builtDocument, readBuilt, readData } from "./read-built-site";

// The data of the build under test (data/ or CONNESSIONI_DATA_DIR).
const programma = readData<{ data: string; eventi: { id: string; ora: string; luogo: string }[] }[]>("programma.json");
const events = programma.flatMap((day) => day.eventi.map((event) => ({ ...event, data: day.data })));

describe(`${LEGACY_SLUGS_PATH}: the day-time-venue keys used before ids`, () => {
  const map = JSON.parse(readBuilt(LEGACY_SLUGS_PATH.slice(1))) as Record<string, string>;

  it("maps each event's old slug to its id, and nothing else", () => {
    expect(map).toEqual(Object.fromEntries(events.map((event) => [legacyEventSlug(event), event.id])));
  });

  it("points at ids that key the home page's cards", () => {
    const home = builtDocument("/");
    for (const id of Object.values(map)) expect(home.getElementById(programmeCardIdOf(id))).not.toBeNull();
  });
});
