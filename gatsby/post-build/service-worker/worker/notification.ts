/**
 * What the worker shows for a push message (issue 44) and where a tap leads: pure functions of the
 * payload, unit tested without a browser (__tests__/notification.test.ts). The payload is the sending
 * command's JSON ({ title, body, tag, url }, the contract of issue 44, and since issue 50 `notizie`, each
 * changed event's sentence by id, and `altri`, how many did not fit); whatever else arrives (a payload
 * it cannot parse, a field missing) still shows a notification, in generic words: a push message must
 * show one (userVisibleOnly), and a wrong one must not say something false.
 *
 * One tag means one notification in the tray: a later message would hide an earlier one's news if the
 * visitor had not read it yet, so the news of the notification still shown is merged into the new one.
 */
import { PROGRAMME_ANCHOR } from "../../../../src/components/site-header/nav-items";
import { EVENT_ID_PATTERN } from "../../../../src/events/event-id";
import { pagePaths } from "../../../../src/utils/page-paths";

/** Where a tap opens: the programme with the visitor's saved events (it works offline: the saved copy of home). */
export const MY_EVENTS_URL = `${pagePaths.home}?solo=miei#${PROGRAMME_ANCHOR}`;

export const GENERIC_BODY = "Il programma è cambiato: apri i tuoi eventi per vedere che cosa è cambiato.";
export const NOTIFICATION_TAG = "modifiche-programma";

/** Sentences the body lists before it counts the rest, and the characters they may take together. */
export const BODY_SENTENCES = 4;
export const BODY_MAX_CHARS = 600;
/** A sentence longer than this is cut, with an ellipsis that says so. */
const SENTENCE_MAX_CHARS = 300;
/** Events whose news a notification keeps: as many as a subscription may save (the API's MAX_EVENT_IDS). */
export const NEWS_KEPT = 200;

/** Each changed event's sentence by its id, newest first. */
export type News = Record<string, string>;

/** The news a notification carries in its `data`: what the next message merges with. */
export interface NewsData {
  notizie: News;
  /** Changed events told only by number (the sender's message had no room for their sentences). */
  altri: number;
}

export interface NotificationData extends Partial<NewsData> {
  url: string;
}

export interface NotificationToShow {
  title: string;
  // renotify: a replaced notification alerts the visitor again (not in TypeScript's lib yet).
  options: NotificationOptions & { tag: string; body: string; icon: string; renotify: true; data: NotificationData };
}

/** What the worker knows of the site: its name, its icon and its origin (the worker's own). */
export interface NotificationSite {
  name: string;
  icon: string;
  origin: string;
}

/** A push payload, read once: each field checked, null when absent or unusable. */
export interface PushMessage {
  title: string | null;
  body: string | null;
  tag: string;
  url: unknown;
  news: NewsData | null;
}

const EVENT_ID = new RegExp(EVENT_ID_PATTERN);

const text = (value: unknown, max: number): string | null => (typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null);

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** One line of the body: whitespace (line breaks too) as single spaces, a cut marked with "…". */
function sentenceOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const sentence = value.replace(/\s+/g, " ").trim();
  if (!sentence) return null;
  return sentence.length > SENTENCE_MAX_CHARS ? `${sentence.slice(0, SENTENCE_MAX_CHARS - 1).trimEnd()}…` : sentence;
}

/**
 * The news in a payload or in a shown notification's data: the entries with an event's id and a
 * sentence, at most NEWS_KEPT of them (the rest counted in `altri`), and `altri` when it is a count;
 * null when there is none.
 */
export function newsOf(value: unknown): NewsData | null {
  if (!isRecord(value)) return null;
  const notizie: News = {};
  let kept = 0;
  let altri = typeof value.altri === "number" && Number.isSafeInteger(value.altri) && value.altri > 0 ? value.altri : 0;
  if (isRecord(value.notizie)) {
    for (const [id, sentence] of Object.entries(value.notizie)) {
      const checked = sentenceOf(sentence);
      if (!EVENT_ID.test(id) || !checked) continue;
      // Past the bound, an event is only counted.
      if (kept >= NEWS_KEPT) altri += 1;
      else {
        notizie[id] = checked;
        kept += 1;
      }
    }
  }
  return kept > 0 || altri > 0 ? { notizie, altri } : null;
}

/**
 * The new message's news with what the notifications still shown under its tag carry (their `data`,
 * oldest first as getNotifications lists them): the newer sentence wins for the same event; the new
 * message's events come first, then the earlier ones, newest first; at most NEWS_KEPT events.
 */
export function mergedNews(incoming: NewsData, shown: readonly unknown[]): NewsData {
  const notizie: News = { ...incoming.notizie };
  let kept = Object.keys(notizie).length;
  let altri = incoming.altri;
  for (const data of [...shown].reverse()) {
    const earlier = newsOf(data);
    if (!earlier) continue;
    altri += earlier.altri;
    for (const [id, sentence] of Object.entries(earlier.notizie)) {
      if (Object.hasOwn(notizie, id)) continue;
      if (kept >= NEWS_KEPT) altri += 1;
      else {
        notizie[id] = sentence;
        kept += 1;
      }
    }
  }
  return { notizie, altri };
}

/** "…e un altro tuo evento è cambiato", "…e altri 3 tuoi eventi sono cambiati"; without a count when some were told only by number (they may overlap). */
function restWords(unlisted: number, altri: number): string {
  if (altri > 0) return "…e altri tuoi eventi sono cambiati";
  return unlisted === 1 ? "…e un altro tuo evento è cambiato" : `…e altri ${unlisted} tuoi eventi sono cambiati`;
}

/**
 * The body that says all the news: one sentence a line, at most BODY_SENTENCES of them within
 * BODY_MAX_CHARS (always the first), then how many more changed; null without a sentence.
 */
export function newsBody({ notizie, altri }: NewsData): string | null {
  const sentences = Object.values(notizie);
  const lines: string[] = [];
  let length = 0;
  for (const sentence of sentences) {
    if (lines.length >= BODY_SENTENCES || (lines.length > 0 && length + 1 + sentence.length > BODY_MAX_CHARS)) break;
    lines.push(sentence);
    length += sentence.length + 1;
  }
  if (lines.length === 0) return null;
  const unlisted = sentences.length - lines.length;
  if (unlisted > 0 || altri > 0) lines.push(restWords(unlisted, altri));
  return lines.join("\n");
}

/**
 * A page of this site as a path ("/…?…#…"), checked after resolving it against the worker's origin as
 * the browser will (tabs and line breaks dropped, backslashes read as slashes); anything that resolves
 * elsewhere, or does not resolve, is the saved events' programme.
 */
export function siteUrlOf(value: unknown, origin: string): string {
  if (typeof value !== "string") return MY_EVENTS_URL;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : MY_EVENTS_URL;
  } catch {
    return MY_EVENTS_URL;
  }
}

/**
 * The address a tap opens, from the notification's `data`: checked again, since a notification shown by
 * an earlier version of this worker carries that version's data.
 */
export const tapUrlOf = (data: unknown, origin: string): string => new URL(siteUrlOf(isRecord(data) ? data.url : undefined, origin), origin).href;

/** The payload's text (null: a push without data), read once. */
export function pushMessageOf(payload: string | null): PushMessage {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(payload ?? "");
    if (isRecord(parsed)) message = parsed;
  } catch {
    // Not JSON: the generic words.
  }
  return {
    title: text(message.title, 100),
    body: text(message.body, 300),
    tag: text(message.tag, 64) ?? NOTIFICATION_TAG,
    url: message.url,
    news: newsOf(message),
  };
}

/**
 * The notification for a message, given the data of the notifications still shown under its tag: a
 * message with news lists them merged with the earlier ones; one with a body only (an older sender)
 * says its body; anything else the generic words.
 */
export function notificationOf(message: PushMessage, site: NotificationSite, shown: readonly unknown[] = []): NotificationToShow {
  const base = { tag: message.tag, icon: site.icon, renotify: true as const };
  if (message.news) {
    const news = mergedNews(message.news, shown);
    return {
      title: message.title ?? site.name,
      options: {
        ...base,
        body: newsBody(news) ?? message.body ?? GENERIC_BODY,
        data: { url: siteUrlOf(message.url, site.origin), notizie: news.notizie, ...(news.altri > 0 && { altri: news.altri }) },
      },
    };
  }
  if (message.body) {
    return { title: message.title ?? site.name, options: { ...base, body: message.body, data: { url: siteUrlOf(message.url, site.origin) } } };
  }
  return { title: site.name, options: { ...base, body: GENERIC_BODY, data: { url: MY_EVENTS_URL } } };
}

interface ManifestIcon {
  src: string;
  sizes?: string;
}

/** The web app manifest's icon closest to 192 px (what notifications show), as a site path. */
export function notificationIcon(manifest: { icons?: ManifestIcon[] }): string {
  const sizeOf = (icon: ManifestIcon) => Number(/^(\d+)x/.exec(icon.sizes ?? "")?.[1] ?? 0);
  const [best] = [...(manifest.icons ?? [])].sort((a, b) => Math.abs(sizeOf(a) - 192) - Math.abs(sizeOf(b) - 192));
  if (!best) return "";
  return best.src.startsWith("/") ? best.src : `/${best.src}`;
}
