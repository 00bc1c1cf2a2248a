// Helpers of the pocket-programme suites (my-programme, filters, now-next): the events as the data
// gives them, and the controls that src/enhancements/pocket adds after hydration, by role and name.
import type { Locator, Page } from "playwright-core";
import { slugify } from "../../../src/events/event-keys";
import { SAVED_EVENTS_KEY } from "../../../src/enhancements/pocket/saved-events";
import { concertSlots, programmeEvents, talkSlots } from "./site-data";

export { SAVED_EVENTS_KEY };

export const events = programmeEvents.map((evento) => ({ ...evento, slug: evento.id, tipoSlug: slugify(evento.tipo), luogoSlug: slugify(evento.luogo) }));
export type PocketEvent = (typeof events)[number];

/** The concerts and talks with the programme event they belong to (the one their `evento` names). */
export const concertEvents = concertSlots.map((concerto) => ({ concerto, evento: events.find((e) => e.id === concerto.evento)! }));
export const talkEvents = talkSlots.map((talk) => ({ talk, evento: events.find((e) => e.id === talk.evento)! }));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The "Salva" toggle of the card titled `title`: its accessible name ends with the card's own title. */
export const saveToggle = (scope: Page | Locator, title: string): Locator =>
  scope.getByRole("button", { name: new RegExp(`^Salva nel mio programma: ${escapeRegExp(title)}$`) });

export const anySaveToggle = (page: Page): Locator => page.getByRole("button", { name: /^Salva nel mio programma: / });

/** The programme card of an event on the home page. */
export const programmeCard = (page: Page, event: PocketEvent): Locator => page.locator(`#programma-${event.slug}`);

/** Waits until the enhancements have filled the programme's tools (home page). */
export async function programmeTools(page: Page): Promise<Locator> {
  const tools = page.getByRole("group", { name: "Filtri del programma" });
  await tools.waitFor();
  return tools;
}

/** The slugs saved in this page's localStorage. */
export const storedSlugs = (page: Page): Promise<string[]> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as string[], SAVED_EVENTS_KEY);

/** Slugs of the programme cards a visitor can see. */
export const visibleCards = (page: Page): Promise<string[]> =>
  page
    .locator('#programma article[id^="programma-"]')
    .evaluateAll((cards) => cards.filter((card) => (card as HTMLElement).offsetParent !== null).map((card) => card.id.replace(/^programma-/, "")));

/** The polite count of the programme's tools. */
export const countStatus = (page: Page): Locator => page.locator("#programma").getByRole("status");
