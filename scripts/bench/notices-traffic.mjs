#!/usr/bin/env node
// `npm run bench:avvisi`: what an open page spends on the notices (issue 38) when nothing changes.
// Serves public/ with scripts/serve.mjs (the same ETag and 304 rules as the hosts, tests/hosting),
// opens a page in Chromium with a clock the script moves, keeps it visible for an hour of that clock,
// and counts every request for /avvisi.json with the bytes on the wire, as Chromium's network layer
// reports them (Network.requestWillBeSentExtraInfo, Network.responseReceivedExtraInfo,
// Network.loadingFinished). Over HTTP/1.1 on localhost: every header in full, each time; the hosts'
// HTTP/2 and HTTP/3 compress repeated headers, so these are the upper bound. A measuring script: it
// prints, and asserts nothing.
//
//   npm run bench:avvisi [-- --page /concerti/ --minutes 60]
/* global document -- the functions given to page.waitForFunction run in the page */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "../serve.mjs";
import { CHROME_PATH } from "./lib/lighthouse-run.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const pagePath = option("--page", "/");
const minutes = Number(option("--minutes", "60"));

const server = await startServer({ root: path.join(projectDir, "public"), port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu"] });
try {
  // The service worker stays: it never answers /avvisi.json, and blocking it turns off the HTTP cache.
  const context = await browser.newContext();
  await context.clock.install({ time: Date.now() });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const asks = new Map(); // requestId → { sent, received, status }
  const headerBytes = (headersText, headers) =>
    headersText ? Buffer.byteLength(headersText) : Object.entries(headers ?? {}).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    if (new URL(request.url).pathname === "/avvisi.json") asks.set(requestId, { sent: 0, received: 0, status: 0 });
  });
  cdp.on("Network.requestWillBeSentExtraInfo", ({ requestId, headers }) => {
    const ask = asks.get(requestId);
    // Request line and headers as HTTP/1.1 sends them (the body is empty: a GET).
    if (ask) ask.sent = `GET /avvisi.json HTTP/1.1\r\n`.length + headerBytes(undefined, headers) + 2;
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const ask = asks.get(requestId);
    if (ask) ask.status ||= response.status; // unless the wire's status came first
  });
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
    const ask = asks.get(requestId);
    if (ask) ask.status = statusCode; // the status on the wire: 304 (the page's fetch sees 200 from its cache)
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const ask = asks.get(requestId);
    if (ask) ask.received = encodedDataLength; // response headers and body as received
  });

  await page.goto(new URL(pagePath, server.url).href, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.pocket === "ready");
  await page.clock.runFor(2_000);
  await page.waitForTimeout(500);
  const first = [...asks.values()];
  for (let minute = 0; minute < minutes; minute += 1) {
    await page.clock.runFor(60_000);
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(500);
  const later = [...asks.values()].slice(first.length);
  const sum = (list, key) => list.reduce((n, ask) => n + ask[key], 0);
  const statuses = later.reduce((counts, ask) => ({ ...counts, [ask.status]: (counts[ask.status] ?? 0) + 1 }), {});
  console.log(`Page ${pagePath} open and visible for ${minutes} minutes of its clock, nothing changed on the server:`);
  console.log(`| | asks | statuses | bytes sent | bytes received | total |`);
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  console.log(
    `| on load | ${first.length} | ${first.map((a) => a.status).join(", ")} | ${sum(first, "sent")} | ${sum(first, "received")} | ${sum(first, "sent") + sum(first, "received")} |`,
  );
  console.log(
    `| next ${minutes} min | ${later.length} | ${Object.entries(statuses)
      .map(([s, n]) => `${n} × ${s}`)
      .join(", ")} | ${sum(later, "sent")} | ${sum(later, "received")} | ${sum(later, "sent") + sum(later, "received")} |`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
