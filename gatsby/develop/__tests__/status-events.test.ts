/** @jest-environment node */
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { NO_PROBLEMS, type DataStatus } from "../data-status";
import { statusEventsHandler } from "../status-events";

describe("statusEventsHandler: the stream an open preview tab follows", () => {
  it("sends the current status, then each change, until the tab goes away", () => {
    let listener: ((status: DataStatus) => void) | undefined;
    const unsubscribe = jest.fn();
    const feed = {
      subscribe(follow: (status: DataStatus) => void) {
        listener = follow;
        follow(NO_PROBLEMS);
        return unsubscribe;
      },
    };
    const request = new EventEmitter();
    const written: string[] = [];
    const response = { writeHead: jest.fn(), write: (chunk: string) => written.push(chunk) };

    statusEventsHandler(feed)(request as IncomingMessage, response as unknown as ServerResponse);
    const changed = { errors: ["data/sito.json: …"], warnings: [], heldBack: [] };
    listener?.(changed);
    request.emit("close");

    expect(response.writeHead).toHaveBeenCalledWith(
      200,
      expect.objectContaining({ "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform" }),
    );
    expect(written).toEqual([`event: stato\ndata: ${JSON.stringify(NO_PROBLEMS)}\n\n`, `event: stato\ndata: ${JSON.stringify(changed)}\n\n`]);
    expect(unsubscribe).toHaveBeenCalled();
  });
});
