import { errorResponse } from "./responses";
import { TEXTS } from "./texts";

/** Bodies are small (a subscription and at most 200 ids, or a page of reports): anything larger is refused unread. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

/** Reads at most MAX_BODY_BYTES (+1 to tell), whatever Content-Length claims (it may be absent or wrong). */
async function readCapped(request: Request): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
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
export async function readJsonObject(request: Request): Promise<BodyResult> {
  const bytes = await readCapped(request);
  if (bytes === null) return { ok: false, response: errorResponse(413, TEXTS.tooLarge) };
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // not UTF-8 or not JSON: the same answer as a JSON that is no object
  }
  return { ok: false, response: errorResponse(400, TEXTS.notJson) };
}
