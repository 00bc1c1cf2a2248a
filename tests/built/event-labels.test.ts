/**
 * @jest-environment jsdom
 */
import { builtDocument, readData } from "./read-built-site";
import { entryOf, eventLabels, type EventLabelFields } from "../../src/events/event-labels";
import { isCancelled } from "../../src/events/event-status";
import { concertCardIdOf, programmeCardIdOf, talkCardIdOf } from "../../src/events/event-paths";
import { pagePaths } from "../../src/utils/page-paths";

// The data of the build under test (data/ or CONNESSIONI_DATA_DIR): every card of an event shows the labels its data gives (issue 48).
const programma = readData<typeof import("../../data/programma.json")>("programma.json");
const concerti = readData<typeof import("../../data/concerti.json")>("concerti.json");
const talks = readData<typeof import("../../data/talks.json")>("talks.json");

type Labelled = EventLabelFields & { id: string; titolo: string; ora: string; stato?: string; fine?: string };
const events = programma.flatMap((day) => day.eventi as Labelled[]);

const labelsOn = (pathname: string, cardId: string): string[] => {
  const card = builtDocument(pathname).getElementById(cardId);
  expect(card).not.toBeNull();
  const list = card!.querySelector('ul[aria-label="Da sapere"]');
  return Array.from(list?.querySelectorAll("li") ?? [], (item) => item.textContent ?? "");
};

describe.each(events.map((ev) => [ev.titolo, ev] as const))("the labels of %s", (_title, ev) => {
  const concert = concerti.find((c) => c.evento === ev.id);
  const talk = talks.find((t) => t.evento === ev.id);
  const expected = eventLabels(ev, entryOf({ concert, talk }), isCancelled(ev.stato));

  it("are on its programme card, places left included", () => {
    expect(labelsOn(pagePaths.home, programmeCardIdOf(ev.id))).toEqual(expected.map((label) => label.testo));
  });

  it("are on its concert or talk card, the places left beside the button", () => {
    if (!concert && !talk) return;
    const [pathname, cardId] = concert ? [pagePaths.concerti, concertCardIdOf(ev.id)] : [pagePaths.talks, talkCardIdOf(ev.id)];
    expect(labelsOn(pathname, cardId)).toEqual(expected.filter((label) => label.campo !== "disponibilita").map((label) => label.testo));
    const card = builtDocument(pathname).getElementById(cardId)!;
    const link = concert?.ticketLink ?? talk?.linkPrenotazione;
    const soldOut = expected.some((label) => label.valore === "esaurito");
    // Never a link to buy or book what is sold out or cancelled.
    expect(Array.from(card.querySelectorAll("a"), (a) => a.getAttribute("href"))).toEqual(
      soldOut || isCancelled(ev.stato) ? expect.not.arrayContaining([link]) : expect.arrayContaining([link]),
    );
  });

  it("show the end time only where fine is set", () => {
    // The card's first line (type, time): a notice or a change note elsewhere in the card may hold <time>s of its own.
    const meta = builtDocument(pagePaths.home).getElementById(programmeCardIdOf(ev.id))!.querySelector("p")!;
    const times = meta.querySelectorAll(":scope > span > time");
    expect(Array.from(times, (time) => time.textContent)).toEqual(ev.fine ? [ev.ora, ev.fine] : [ev.ora]);
  });
});
