import { errorResponse } from "./responses";
import { TEXTS } from "./texts";

/** A browser's body is small (a subscription and at most 200 ids): anything larger is refused unread. */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * The sender's report of a page (authenticated) is larger: 500 push addresses alone take about 100 KB
 * (an FCM address is some 170 characters), each with its ids.
 */
export const MAX_REPORT_BYTES = 1024 * 1024;

export type BodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

/** Reads at most `maxBytes`, whatever Content-Length claims (it may be absent or wrong); null when there is more. */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The request's JSON object, or the answer to give: 413 over the cap, 400 for anything but a JSON object. */
export async function readJsonObject(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const bytes = await readCapped(request, maxBytes);
  if (bytes === null) return { ok: false, response: errorResponse(413, TEXTS.tooLarge) };
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // not UTF-8 or not JSON: the same answer as a JSON that is no object
  }
  return { ok: false, response: errorResponse(400, TEXTS.notJson) };
}
