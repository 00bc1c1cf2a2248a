/**
 * The push message of a subscriber's news (issue 44's contract): the festival's name as its title, the
 * news in words, one tag so that a later message replaces an earlier one, and the saved events' view.
 */
import type { PushFile } from "../../src/events/push-file";
import { newsText, type EventNews } from "../../src/events/push-news";

export const MESSAGE_TAG = "modifiche-programma";
export const MESSAGE_URL = "/?solo=miei#programma";

export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
}

export const pushPayload = (file: PushFile, eventi: readonly EventNews[]): PushPayload => ({
  title: file.sito,
  body: newsText(file, eventi),
  tag: MESSAGE_TAG,
  url: MESSAGE_URL,
});
