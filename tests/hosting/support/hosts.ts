// What the hosting suites share: where each server listens (see global-setup.mjs), raw requests that
// never follow a redirect, and the build's own files.
import path from "node:path";
import { listBuiltFiles } from "../../support/built-files";

export const publicDir = process.env.CONNESSIONI_PUBLIC_DIR_ABS ?? path.resolve(__dirname, "..", "..", "..", "public");
/** Cloudflare Pages' engine (wrangler pages dev). */
export const pagesUrl = process.env.CONNESSIONI_PAGES_URL ?? "";
/** scripts/serve.mjs, what `npm start` and the browser tests use. */
export const serveUrl = process.env.CONNESSIONI_SERVE_URL ?? "";
/** nginx with the generated config, or "" when nginx is not installed. */
export const nginxUrl = process.env.CONNESSIONI_NGINX_URL ?? "";

export interface RawResponse {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}

/**
 * True for a connection the server closed under a request that reused it (undici: "fetch failed",
 * cause "other side closed" or ECONNRESET): browsers send such a GET again on a new connection.
 */
const closedConnection = (error: unknown): boolean => {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return error instanceof TypeError && ["UND_ERR_SOCKET", "ECONNRESET"].includes(cause?.code ?? "");
};

/** GET without following redirects (a redirect is what these tests look for). */
export async function rawGet(base: string, pathname: string): Promise<RawResponse> {
  const url = `${base}${pathname}`;
  // A server under load may close a kept-alive connection just as it is reused: one more try, as a browser does.
  const response = await fetch(url, { redirect: "manual" }).catch((error: unknown) => {
    if (closedConnection(error)) return fetch(url, { redirect: "manual" });
    throw error;
  });
  const body = await response.text();
  return { status: response.status, location: response.headers.get("location"), headers: response.headers, body };
}

/** Every file of the build, relative to it (host files excluded). */
export const builtFiles = (): string[] => listBuiltFiles(publicDir);

/** Runs `check` over `items` a few at a time: fast on the loopback, gentle on a 2-core machine. */
export async function eachLimited<T>(items: readonly T[], check: (item: T) => Promise<void>, limit = 6): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
    }),
  );
}
