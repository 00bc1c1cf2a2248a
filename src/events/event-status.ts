/**
 * An event's status, apart from the rest of its facts (event-facts.ts): the cards' server markup reads
 * only this, so a page's first JavaScript carries none of the rule of changes the browser's later chunk uses.
 */

/** The status as the record names it: an event without "stato" in the data is "confermato". */
export type EventStatus = "confermato" | "annullato";

/** Whether an event is cancelled ("stato": "annullato"): it stays listed, and says so. */
export const isCancelled = (stato: string | null | undefined): boolean => stato === "annullato";

/** The status a data entry's `stato` stands for. */
export const statusOf = (stato: string | null | undefined): EventStatus => (isCancelled(stato) ? "annullato" : "confermato");

/**
 * The words a card's title reads as ("Annullato: <titolo>" for a cancelled event: EventTitle in
 * src/components/cancelled). Here, not beside that component, so the browser's features that name a
 * card by it carry none of the component's styles.
 */
export const eventTitleText = (title: string, stato?: string | null): string => (isCancelled(stato) ? `Annullato: ${title}` : title);

/**
 * Whether a concert's tickets or a talk's bookings are on offer: not cancelled, not sold out
 * ("disponibilita": "esaurito", src/events/event-labels.ts). The lists of ticket and booking links
 * (menu, footer, hero, practical information) leave out the others: their cards say why.
 */
export const isOnSale = ({ stato, disponibilita }: { stato?: string | null; disponibilita?: string | null }): boolean =>
  !isCancelled(stato) && disponibilita !== "esaurito";
