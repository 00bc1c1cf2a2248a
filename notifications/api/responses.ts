/**
 * Every answer of the notification functions: JSON, never stored by a browser or a cache (it is
 * about one visitor's subscription, or the sender's list), never sniffed. Pages does not apply
 * `_headers` to functions' responses, so they carry their own.
 */
const HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, "Content-Type": "application/json; charset=utf-8", ...headers } });
}

/** `{ "errore": "<Italian>" }`, the contract's shape for every refusal. */
export const errorResponse = (status: number, text: string, headers: Record<string, string> = {}): Response => jsonResponse(status, { errore: text }, headers);

export const noContent = (): Response => new Response(null, { status: 204, headers: HEADERS });
