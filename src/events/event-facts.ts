/**
 * An event's facts, the one shape every reader of the programme uses (the build's GraphQL fields,
 * calendars, JSON-LD, record of changes, notices, and the visitor's saved copy in the browser), and the
 * one rule of what counts as a change. Names are Italian, like the data they come from
 * (data/programma.json: a day's `data`, each event's `id`, `ora`, `fine`, `luogo`, `stato`).
 */
import { statusOf } from "./event-status";

/** What a visitor plans by: the programme event's id, its day, time, venue, end and status. */
export interface EventFacts {
  /** The event's identity (issue 36), e.g. "k7m2q9xa": never changes when the event moves. */
  id: string;
  /** YYYY-MM-DD, the programme day's. */
  data: string;
  /** HH:MM, Rome's wall time. */
  ora: string;
  /** The venue's name as data/luoghi.json declares it. */
  luogo: string;
  /** Optional end, HH:MM; earlier than `ora` means after midnight. */
  fine?: string | null;
  /** "annullato" for a cancelled event; absent (or null) otherwise. */
  stato?: string | null;
}

/**
 * The facts whose change is told to visitors (cards, saved copy, /modifiche/, the feed) and raises a calendar's SEQUENCE, in that order.
 * Not the labels (src/events/event-labels.ts), "esaurito" included: they say whether to go, not when or
 * where it is; places come and go on festival day, and many who saved a sold-out event hold a ticket
 * already, so a push or a calendar update would be noise. The cards and JSON-LD say them at once.
 */
export const CHANGE_FIELDS = ["data", "ora", "luogo", "stato"] as const;
export type ChangedField = (typeof CHANGE_FIELDS)[number];

/** The facts that are compared, as strings ("stato" as statusOf gives it). */
export type ComparedFacts = Record<ChangedField, string>;

export const comparedFacts = ({ data, ora, luogo, stato }: Pick<EventFacts, "data" | "ora" | "luogo" | "stato">): ComparedFacts => ({
  data,
  ora,
  luogo,
  stato: statusOf(stato),
});

/** One fact that differs: what it was, and what it is. */
export interface FactChange {
  campo: ChangedField;
  prima: string;
  dopo: string;
}

/**
 * How two versions of an event's facts differ, one entry per changed field in CHANGE_FIELDS' order.
 * The build's record (gatsby/event-history) compares one publish with the one before; the browser's
 * saved copy (src/enhancements/pocket/saved-facts.ts) compares what the visitor saved with today's card.
 * `venueNames` maps a renamed venue's former names to its current one (venue-names.ts): a rename is
 * not a move.
 */
export function changesOf(
  before: Pick<EventFacts, "data" | "ora" | "luogo" | "stato">,
  after: Pick<EventFacts, "data" | "ora" | "luogo" | "stato">,
  venueNames?: ReadonlyMap<string, string>,
): FactChange[] {
  const was = comparedFacts(before);
  const is = comparedFacts(after);
  if (venueNames?.get(was.luogo) === is.luogo) was.luogo = is.luogo;
  return CHANGE_FIELDS.filter((campo) => was[campo] !== is[campo]).map((campo) => ({ campo, prima: was[campo], dopo: is[campo] }));
}
