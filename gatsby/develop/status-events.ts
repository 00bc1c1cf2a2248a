import type { IncomingMessage, ServerResponse } from "node:http";
import type { DataStatus } from "./data-status";

/** The address the preview's notice (data-problems-notice.js) follows with an EventSource. */
export const STATUS_EVENTS_PATH = "/__connessioni/dati/eventi";
/** The notice's script, added to every page of the preview by gatsby-ssr.tsx. */
export const NOTICE_SCRIPT_PATH = "/__connessioni/dati/avviso.js";

interface Feed {
  subscribe(listener: (status: DataStatus) => void): () => void;
}

/**
 * Server-sent events: the current status on connection, then each change, so an open tab shows or
 * hides the notice as soon as a file is saved. `no-transform` keeps Gatsby's compression
 * middleware from buffering the stream.
 */
export function statusEventsHandler(feed: Feed) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    response.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
    });
    const unsubscribe = feed.subscribe((status) => {
      response.write(`event: stato\ndata: ${JSON.stringify(status)}\n\n`);
    });
    request.on("close", unsubscribe);
  };
}
