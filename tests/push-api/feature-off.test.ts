// The build with no notification setting at all (no VAPID_PUBLIC_KEY, no secret), on wrangler with
// wrangler.toml's D1 binding: every notification call answers 503, and the rest of the site is
// served as before.
import fs from "node:fs";
import path from "node:path";
import { call } from "./support/api-client";
import { offUrl } from "./support/push-fixtures";

const publicDir = process.env.CONNESSIONI_PUBLIC_DIR_ABS ?? "";

test("GET /api/notifiche: no key, as a 200 (the page asks it on its own: no error in the visitor's console)", async () => {
  const answer = await call(`${offUrl}/api/notifiche`);
  expect([answer.status, answer.body, answer.headers.get("cache-control")]).toEqual([200, { chiave: null }, "no-store"]);
});

test.each([
  ["POST", "/api/notifiche", "{}"],
  ["DELETE", "/api/notifiche", "{}"],
  ["GET", "/api/notifiche/invii", undefined],
  ["POST", "/api/notifiche/invii", "{}"],
  ["POST", "/api/notifiche/pulizia", undefined],
])("%s %s: 503, in Italian, not cached", async (method, address, body) => {
  const answer = await call(`${offUrl}${address}`, { method, body, headers: { Authorization: "Bearer qualsiasi" } });
  expect([answer.status, answer.body, answer.headers.get("cache-control")]).toEqual([503, { errore: "Le notifiche non sono attive." }, "no-store"]);
});

test("the pages, the files and the other functions answer as without the feature", async () => {
  const home = await fetch(`${offUrl}/`);
  expect([home.status, await home.text()]).toEqual([200, fs.readFileSync(path.join(publicDir, "index.html"), "utf8")]);
  const record = await fetch(`${offUrl}/eventi/modifiche.json`);
  expect([record.status, await record.text()]).toEqual([200, fs.readFileSync(path.join(publicDir, "eventi", "modifiche.json"), "utf8")]);
  const feed = await fetch(`${offUrl}/modifiche.xml`);
  expect([feed.status, feed.headers.get("content-type")]).toEqual([200, "application/atom+xml; charset=utf-8"]);
  // The CMS login, not configured here either: its own Italian page, as on the hosting suite's wrangler.
  const login = await fetch(`${offUrl}/api/auth?provider=github&scope=repo`, { redirect: "manual" });
  expect([login.status, login.headers.get("content-type")]).toEqual([503, expect.stringMatching(/^text\/html/)]);
});
