/** Calls of the notifications' API as the browser and the sender make them, returning status and JSON. */
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

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> =>
  call(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

export const deleteJson = (url: string, body: unknown): Promise<ApiAnswer> =>
  call(url, { method: "DELETE", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

export const bearer = (secret: string): Record<string, string> => ({ Authorization: `Bearer ${secret}` });
