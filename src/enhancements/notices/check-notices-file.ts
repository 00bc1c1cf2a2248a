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
  listed: readonly string[];
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
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const text = (value: unknown, max: number): value is string => typeof value === "string" && value.trim() !== "" && value.length <= max;
const instant = (value: unknown): value is string => typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value));
const absent = (value: unknown) => value === undefined || value === null;

/** One entry as a notice, or null when any field is missing, of the wrong type or too long. */
export function checkNotice(entry: unknown): PublishedNotice | null {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return null;
  const { id, testo, dal, al, finestra, evento, pagina, importante } = entry as Record<string, unknown>;
  if (typeof id !== "string" || !ID.test(id) || !text(testo, MAX_TEXT) || !instant(dal) || !instant(al) || !text(finestra, MAX_SHORT)) return null;
  if (!absent(evento) && !(typeof evento === "string" && ID.test(evento))) return null;
  if (!absent(pagina) && !(typeof pagina === "string" && pagina.startsWith("/") && pagina.length <= MAX_SHORT)) return null;
  if (!absent(importante) && typeof importante !== "boolean") return null;
  return {
    id,
    testo,
    dal,
    al,
    finestra,
    ...(evento ? { evento: evento as string } : {}),
    ...(pagina ? { pagina: pagina as string } : {}),
    ...(importante ? { importante: true } : {}),
  };
}

/** The parsed body of /avvisi.json checked, or null when its top level is not a notices file. */
export function checkNoticesFile(value: unknown): CheckedNotices | null {
  if (typeof value !== "object" || value === null) return null;
  const { programma, avvisi } = value as Partial<Record<keyof NoticesFile, unknown>>;
  if (!text(programma, MAX_SHORT) || !Array.isArray(avvisi)) return null;
  const entries: unknown[] = avvisi.slice(0, MAX_NOTICES);
  const listed = entries.flatMap((entry) => {
    const id = typeof entry === "object" && entry !== null ? (entry as { id?: unknown }).id : undefined;
    return typeof id === "string" && ID.test(id) ? [id] : [];
  });
  return { programma, avvisi: entries.map(checkNotice).filter((notice) => notice !== null), listed };
}
