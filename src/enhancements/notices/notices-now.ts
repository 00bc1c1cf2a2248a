/**
 * Which notices a page shows at a moment: pure functions of the notices file, the page and the
 * clock, so that the component (live-notices.tsx) only places what these decide.
 */
import type { PublishedNotice } from "../../components/notice-slots/notices-file";
import type { CheckedNotices } from "./check-notices-file";

/** Inside its window at `now` (ms): the instants carry Rome's offset, so the device's zone is irrelevant. */
export const isActive = (notice: Pick<PublishedNotice, "dal" | "al">, now: number): boolean => Date.parse(notice.dal) <= now && now < Date.parse(notice.al);

/**
 * A notice the server put on the page is hidden once it ends, once the file (when read) no longer
 * lists it (taken out of the data), and, at the top of the page, once the visitor hid it.
 */
export function staticNoticeGone(id: string, fine: string, now: number, file: CheckedNotices | null, dismissed: readonly string[] | null): boolean {
  return !(now < Date.parse(fine)) || (file !== null && !file.listed.includes(id)) || (dismissed?.includes(id) ?? false);
}

/** The notices active now that the page did not have from the server, newest first (the file's order). */
export function lateNotices(file: CheckedNotices | null, onPage: ReadonlySet<string>, now: number): PublishedNotice[] {
  return (file?.avvisi ?? []).filter((notice) => isActive(notice, now) && !onPage.has(notice.id));
}
