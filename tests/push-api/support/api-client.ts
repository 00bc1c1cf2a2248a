/** Calls of the notifications' API as the browser and the sender make them, returning status and JSON. */
import { randomBytes } from "node:crypto";

/**
 * A client address of its own (`CF-Connecting-IP`, which `wrangler pages dev` passes on as sent, and
 * sets to the socket's address when absent): a random /64 of the IPv6 documentation prefix, so that a
 * test meets the per-address limit only when it aims at it. Cloudflare itself overwrites the header.
 */
export const newClient = (): Record<string, string> => {
  const [a, b] = [randomBytes(2).toString("hex"), randomBytes(2).toString("hex")];
  return { "CF-Connecting-IP": `2001:db8:${a}:${b}::1` };
};
export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked by each test's expect
}

export async function call(url: string, init: RequestInit = {}): Promise<ApiAnswer> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** A POST with a JSON body, each from a new client unless `headers` name one. */
export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> =>
  call(url, { method: "POST", headers: { "Content-Type": "application/json", ...newClient(), ...headers }, body: JSON.stringify(body) });

export const deleteJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> =>
  call(url, { method: "DELETE", headers: { "Content-Type": "application/json", ...newClient(), ...headers }, body: JSON.stringify(body) });

export const bearer = (secret: string): Record<string, string> => ({ Authorization: `Bearer ${secret}` });
