/**
 * The push message of a subscriber's news (issue 44's contract): the festival's name as its title, the
 * news in words, one tag so that a later message replaces an earlier one, and the saved events' view.
 * Issue 50 adds each event's sentence by id (`notizie`): the service worker merges them with the
 * notification still shown under the same tag, so a later message does not hide an earlier one's news.
 */
import { Buffer } from "node:buffer";
import type { PushFile } from "../../src/events/push-file";
import { newsSentences, newsText, type EventNews } from "../../src/events/push-news";

export const MESSAGE_TAG = "modifiche-programma";
export const MESSAGE_URL = "/?solo=miei#programma";

/**
 * The most the sentences may take, in UTF-8 bytes of their JSON: push services accept 4,096 bytes once
 * encrypted (about 3,990 of payload), and the title and the body need their share.
 */
export const NEWS_MAX_BYTES = 2_500;

export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
  /** Each changed event's sentence by id, in the subscriber's order, as many as fit in NEWS_MAX_BYTES. */
  notizie: Record<string, string>;
  /** How many changed events' sentences did not fit (absent when all did). */
  altri?: number;
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");

/** The sentences that fit, in order; a sentence that does not fit is counted, never cut. */
function fittingNews(sentences: Record<string, string>): Pick<PushPayload, "notizie" | "altri"> {
  const notizie: Record<string, string> = {};
  let size = bytes({});
  let altri = 0;
  for (const [id, sentence] of Object.entries(sentences)) {
    // The entry's bytes as JSON.stringify writes it: "id":"sentence" and a comma.
    const entry = bytes(id) + bytes(sentence) + 2;
    if (altri === 0 && size + entry <= NEWS_MAX_BYTES) {
      notizie[id] = sentence;
      size += entry;
    } else altri += 1;
  }
  return altri > 0 ? { notizie, altri } : { notizie };
}

export const pushPayload = (file: PushFile, eventi: readonly EventNews[]): PushPayload => ({
  title: file.sito,
  body: newsText(file, eventi),
  tag: MESSAGE_TAG,
  url: MESSAGE_URL,
  ...fittingNews(newsSentences(file, eventi)),
});
