// `npm run bench:images`: what the images of each page weigh on nine screens, from a 320 px phone to
// a 2560 px retina monitor, in Chromium against the built site (public/, served by scripts/serve.mjs
// with gzip and the host headers). Per page and screen: the image bytes transferred by the load
// event (the first screen, before any scrolling) and after scrolling to the end (every lazy image),
// plus everything the home page transfers on a 375 px @3x phone. Prints the tables and writes them
// into docs/performance.md (`--no-write` to only print). Byte counts, not timings: they do not
// depend on the machine, only on the build.
/* global document, window -- the functions given to page.evaluate and waitForFunction run in the page */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "../serve.mjs";
import { writeImageBytesSection } from "./lib/image-bytes-doc.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = path.join(projectDir, "public");
const chromiumArgs = JSON.parse(readFileSync(path.join(projectDir, "tests/browser/support/chromium-args.json"), "utf8"));
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// The nine screens of tests/browser/image-sizes.test.ts, from one list.
const SCREENS = JSON.parse(readFileSync(path.join(projectDir, "tests/browser/support/screens.json"), "utf8"));
const PAGES = ["/", "/concerti/", "/talks/", "/edizioni/"];
const PHONE = { width: 375, dpr: 3 };

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Transferred bytes (headers + encoded body) of every response of a page, as it loads and scrolls. */
async function measure(browser, baseUrl, route, screen) {
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.dpr });
  const page = await context.newPage();
  const responses = [];
  page.on("requestfinished", async (request) => {
    const sizes = request.sizes().catch(() => undefined);
    responses.push(sizes.then((size) => ({ type: request.resourceType(), bytes: size ? size.responseHeadersSize + size.responseBodySize : 0 })));
  });
  const total = async (type) => (await Promise.all(responses)).filter((r) => !type || r.type === type).reduce((sum, r) => sum + r.bytes, 0);

  await page.goto(`${baseUrl}${route}`, { waitUntil: "load" });
  // The post-paint loader starts the runtime and the font after load; let it finish.
  await page.waitForFunction(() => document.documentElement.classList.contains("fonts-ready"), undefined, { timeout: 30_000 }).catch(() => undefined);
  await page.waitForLoadState("networkidle");
  const atLoad = { images: await total("image"), all: await total() };
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const scrolled = { images: await total("image"), all: await total() };
  await context.close();
  return { atLoad, scrolled };
}

async function main() {
  if (!existsSync(path.join(publicDir, "index.html"))) throw new Error("public/ is not built: run `npm run build` first.");
  const server = await startServer({ root: publicDir, port: 0, host: "127.0.0.1" });
  const baseUrl = server.url.replace(/\/$/, "");
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const results = new Map();
  try {
    for (const screen of SCREENS) {
      for (const route of PAGES) {
        results.set(`${route} ${screen.width}@${screen.dpr}`, await measure(browser, baseUrl, route, screen));
        process.stdout.write(".");
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  process.stdout.write("\n");

  const header = `| page | ${SCREENS.map((s) => `${s.width} @${s.dpr}x`).join(" | ")} |\n| --- | ${SCREENS.map(() => "---:").join(" | ")} |`;
  const rows = PAGES.map((route) => {
    const cells = SCREENS.map((s) => {
      const { atLoad, scrolled } = results.get(`${route} ${s.width}@${s.dpr}`);
      return `${kib(atLoad.images)} / ${kib(scrolled.images)}`;
    });
    return `| \`${route}\` | ${cells.join(" | ")} |`;
  });
  const home = results.get(`/ ${PHONE.width}@${PHONE.dpr}`);
  const body = `## Image bytes per page and screen (${new Date().toISOString().slice(0, 10)})

KiB of images transferred (headers included) by the \`load\` event / after scrolling to the end of the
page (every lazy image loaded), in Chromium against \`public/\` served by \`scripts/serve.mjs\`; each
page in a fresh context. Made by \`npm run bench:images\` (scripts/bench/image-bytes.mjs); which file each
image slot gets is decided by \`src/styles/layout.ts\` (the \`sizes\` and the widths generated), and
\`tests/browser/image-sizes.test.ts\` checks every chosen file against its box on the same nine screens.

${header}
${rows.join("\n")}

Home page on a 375 px @3x phone: **${kib(home.atLoad.all)} KiB** transferred in all by the \`load\` event and
the post-paint loader (HTML, CSS inline, scripts, font, ${kib(home.atLoad.images)} KiB of images), ${kib(home.scrolled.all)} KiB
after scrolling to the end (${kib(home.scrolled.images)} KiB of images).`;
  console.log(`\n${body}\n`);
  if (!process.argv.includes("--no-write")) {
    await writeImageBytesSection(path.join(projectDir, "docs", "performance.md"), body);
    console.log("docs/performance.md updated");
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
