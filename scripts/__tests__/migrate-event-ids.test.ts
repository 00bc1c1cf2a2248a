/** @jest-environment node */
import fs from "node:fs/promises";
import path from "node:path";
import { loadBaseData, makeDataSet, removeDataSet, type FixtureData } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { validateDataDir } from "../../gatsby/data-validation";
import { migrateDataDir } from "../migrate-event-ids";

jest.setTimeout(60_000);

/** The fixture data as it was written before issue 36: no ids, concerts and talks with their own day, time and venue. */
function oldShape(data: FixtureData): void {
  const slots = new Map<unknown, { data: unknown; ora: unknown; luogo: unknown }>();
  for (const day of data.programma) {
    for (const event of day.eventi) {
      slots.set(event.id, { data: day.data, ora: event.ora, luogo: event.luogo });
      delete event.id;
    }
  }
  for (const list of [data.concerti, data.talks]) {
    list.forEach((entry, index) => {
      const { evento, ...rest } = entry;
      const [first, ...others] = Object.entries(rest);
      list[index] = Object.fromEntries([first, ...Object.entries(slots.get(evento)!), ...others]);
    });
  }
}

describe("scripts/migrate-event-ids.ts", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await makeDataSet({ edit: oldShape });
  });
  afterAll(() => removeDataSet(dir));

  it("gives every event an id and every concert and talk its event, leaving data that passes the check", async () => {
    const before = await fs.readFile(path.join(dir, "concerti.json"), "utf8");
    expect((await validateDataDir(dir)).errors.length).toBeGreaterThan(0);
    await migrateDataDir(dir);
    expect(await validateDataDir(dir, { displayDir: "data" })).toMatchObject({ errors: [], warnings: [] });

    const base = await loadBaseData();
    const read = async (file: string) => JSON.parse(await fs.readFile(path.join(dir, file), "utf8"));
    const programma = (await read("programma.json")) as FixtureData["programma"];
    // The same events and links as the base data (which was migrated the same way), under new ids.
    const strip = (days: FixtureData["programma"]) => days.map((day) => ({ ...day, eventi: day.eventi.map(({ id: _id, ...event }) => event) }));
    expect(strip(programma)).toEqual(strip(base.programma));
    const ids = programma.flatMap((day) => day.eventi.map((event) => String(event.id)));
    const position = (id: unknown) => ids.indexOf(String(id));
    const basePosition = (id: unknown) => base.programma.flatMap((day) => day.eventi.map((event) => event.id)).indexOf(id);
    for (const file of ["concerti.json", "talks.json"] as const) {
      const migrated = (await read(file)) as FixtureData["concerti"];
      const original = file === "concerti.json" ? base.concerti : base.talks;
      expect(migrated.map((entry) => position(entry.evento))).toEqual(original.map((entry) => basePosition(entry.evento)));
    }

    // Text edits only: the other lines keep their bytes; three lines became one.
    const after = await fs.readFile(path.join(dir, "concerti.json"), "utf8");
    expect(after.split("\n").filter((line) => !before.includes(line))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^ {4}"evento": "[a-z][a-z0-9]{7}",$/)]),
    );
    expect(after.split("\n").length).toBe(before.split("\n").length - 2 * base.concerti.length);

    // A second run changes nothing.
    await expect(migrateDataDir(dir)).resolves.toEqual([]);
  });
});
