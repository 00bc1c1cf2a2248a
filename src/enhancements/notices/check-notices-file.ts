/**
 * /avvisi.json as untrusted input: an open page polls it, and a deploy that changes its shape, a
 * proxy's error page or a hand edit must change nothing on the page. The top level must be right or
 * the whole answer is ignored (the page keeps what it shows); then each entry is checked on its own
 * and a bad one is dropped, the good ones shown. Hand-written on purpose: a schema validator (ajv,
 * as the build uses) would weigh more than the whole after-paint chunk may, for a dozen fields.
 */
import type { NoticesFile, PublishedNotice } from "../../components/notice-slots/notices-file";

/** The file as checked: the notices this page may show, and the id of every entry, shown or not. */
export interface CheckedNotices extends NoticesFile {
  /**
   * Every id the file lists, a dropped entry's too: a notice the server put on the page stays while
   * the file still names it, even in a form this page cannot show.
   */
  listed: string[];
}

// Only the first entries are read (newest first): the build writes a handful; anything past this is
// not a notices file the site wrote, and reading it all would only cost the visitor's phone.
export const MAX_NOTICES = 50;
// Generous beside the 280 characters the data's schema asks a notice to keep to, so a longer notice
// still shows; a megabyte of text does not.
export const MAX_TEXT = 1000;
const MAX_SHORT = 200;

// A notice's id (12 hex digits from the build) and an event's id: lower-case letters, digits, hyphens.
const ID = /^[0-9a-z][0-9a-z-]{0,63}$/;

const text = (value: unknown, max: number): value is string => typeof value === "string" && value.trim() !== "" && value.length <= max;
// An instant the clock can compare with (the build writes ISO 8601 with Rome's offset).
const instant = (value: unknown): value is string => typeof value === "string" && value.length <= 40 && !Number.isNaN(Date.parse(value));
const isId = (value: unknown): value is string => typeof value === "string" && ID.test(value);
const absent = (value: unknown) => value === undefined || value === null;

/** One entry as a notice, or null when any field is missing, of the wrong type or too long. */
export function checkNotice(entry: unknown): PublishedNotice | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, testo, dal, al, finestra, evento, pagina, importante } = entry as Record<string, unknown>;
  if (!isId(id) || !text(testo, MAX_TEXT) || !instant(dal) || !instant(al) || !text(finestra, MAX_SHORT)) return null;
  if (!(absent(evento) || isId(evento)) || !(absent(importante) || typeof importante === "boolean")) return null;
  if (!(absent(pagina) || (text(pagina, MAX_SHORT) && pagina.startsWith("/")))) return null;
  // Only the fields a notice has, absent rather than null, as in the file the build writes.
  const notice: PublishedNotice = { id, testo, dal, al, finestra };
  if (evento) notice.evento = evento;
  if (pagina) notice.pagina = pagina;
  if (importante) notice.importante = true;
  return notice;
}

/** The parsed body of /avvisi.json checked, or null when its top level is not a notices file. */
export function checkNoticesFile(value: unknown): CheckedNotices | null {
  const { programma, avvisi } = (value ?? {}) as Record<string, unknown>;
  if (!text(programma, MAX_SHORT) || !Array.isArray(avvisi)) return null;
  const file: CheckedNotices = { programma, avvisi: [], listed: [] };
  avvisi.slice(0, MAX_NOTICES).forEach((entry: unknown) => {
    const id: unknown = typeof entry === "object" && entry !== null && (entry as { id?: unknown }).id;
    if (isId(id)) file.listed.push(id);
    const notice = checkNotice(entry);
    if (notice) file.avvisi.push(notice);
  });
  return file;
}
