import { createHash } from "node:crypto";
import { noticeEndWall, noticeWindowLabel, romeInstantOf } from "../../src/utils/notice-window";
import type { EventFacts } from "../../src/events/event-facts";

/** A notice as data/avvisi.json holds it (schema: schemas/avvisi.schema.json). */
export interface NoticeSource {
  testo: string;
  dal: string;
  al?: string | null;
  evento?: string | null;
  pagina?: string | null;
  importante?: boolean | null;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * A notice's id: the same for the same start and text, whatever else is edited (its end, its page),
 * and a new one when the text changes, so a visitor who dismissed it sees the new text. 12 hex digits
 * (48 bits): a handful of notices per edition never collide.
 */
export const noticeId = ({ dal, testo }: Pick<NoticeSource, "dal" | "testo">): string => sha256(`${dal}\n${testo.trim()}`).slice(0, 12);

/** The window as ISO instants with Rome's offset of each moment (a notice may span a DST change). */
export const noticeInstants = ({ dal, al }: Pick<NoticeSource, "dal" | "al">) => ({
  dal: romeInstantOf(dal),
  al: romeInstantOf(noticeEndWall(dal, al)),
});

/** True while the notice shows at `instant` (its start included, its end not). */
export function isNoticeActive(notice: Pick<NoticeSource, "dal" | "al">, instant: Date): boolean {
  const { dal, al } = noticeInstants(notice);
  return Date.parse(dal) <= instant.getTime() && instant.getTime() < Date.parse(al);
}

/** Newest first: the latest start on top; for the same start, the one that ends first (more urgent). */
export function newestFirst<T extends Pick<NoticeSource, "dal" | "al">>(notices: readonly T[]): T[] {
  return [...notices].sort((a, b) => b.dal.localeCompare(a.dal) || noticeEndWall(a.dal, a.al).localeCompare(noticeEndWall(b.dal, b.al)));
}

export { noticeWindowLabel };

/** A programme day as the file holds it: its date and its events' facts (src/events), read defensively. */
interface ProgrammeDaySource {
  data?: string;
  eventi?: ReadonlyArray<Partial<Record<keyof EventFacts, unknown>>>;
}

/**
 * The programme's version: a hash of every event's key (its id when events have one), day, start, end,
 * venue and status, in a fixed order. It changes when an event is added, removed, moved in time or
 * place, or cancelled, and not for a new title or poster, which an open page can well show late.
 */
export function programmeVersion(days: Iterable<ProgrammeDaySource>): string {
  const facts: string[] = [];
  for (const day of days) {
    for (const event of day.eventi ?? []) {
      const field = (name: keyof EventFacts) => (typeof event[name] === "string" ? event[name] : "");
      facts.push([field("id"), day.data ?? "", field("ora"), field("fine"), field("luogo"), field("stato")].join("\t"));
    }
  }
  return sha256(facts.sort().join("\n")).slice(0, 16);
}
