import { chromium } from "playwright-core";
import { startServer } from "./scripts/serve.mjs";
const root = process.argv[2] ?? "public";
const out = process.argv[3] ?? "/tmp/shots";
const server = await startServer({ root, port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const [w, h, dpr] of [[375, 800, 2], [1280, 900, 1], [320, 700, 2]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: dpr });
  for (const p of ["/", "/concerti/", "/talks/", "/edizioni/", "/non-esiste", "/admin/"]) {
    if (w === 320 && p === "/admin/") continue;
    const page = await ctx.newPage();
    await page.goto(server.url + p, { waitUntil: "load" });
    await page.waitForTimeout(p === "/admin/" ? 3000 : 800);
    // scroll through so lazy images load and content-visibility blocks render
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 500) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(300);
    const name = `${out}/${w}${p.replace(/\//g, "_") || "_"}.png`;
    await page.screenshot({ path: name, fullPage: p !== "/admin/" });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, "scrollWidth", sw);
    await page.close();
  }
  await ctx.close();
}
await browser.close();
await server.close();
