// The floor: a plain HTML page with the home page's title and tagline, no JavaScript, no images,
// no web fonts. What a phone can do at best on this connection; every page is compared with it.
import { mkdtemp, readdir, symlink, writeFile, mkdir, rm } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeHtmlText } from "./html-text.mjs";

// A folder with index.html, served at its trailing-slash address like the site's pages.
export const FLOOR_ROUTE = "/floor-page/";

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Title and tagline as the built home page shows them. */
export function homeTexts(root) {
  const html = readFileSync(path.join(root, "index.html"), "utf8");
  const title = decodeHtmlText(/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? "Connessioni");
  const description = decodeHtmlText(/<meta[^>]+name="description"[^>]+content="([^"]*)"/i.exec(html)?.[1] ?? "");
  return { title, description };
}

export function floorHtml({ title, heading, tagline, description }) {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description || tagline)}">
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(tagline)}</p>
</main>
</body>
</html>
`;
}

/**
 * A temporary root that mirrors public/ through symlinks and adds the floor page, so one server
 * (same code, gzip, headers, loopback) serves the site and the floor side by side.
 */
export async function makeBenchRoot(publicDir, texts) {
  const root = await mkdtemp(path.join(os.tmpdir(), "connessioni-bench-root-"));
  for (const entry of await readdir(publicDir)) {
    await symlink(path.join(publicDir, entry), path.join(root, entry));
  }
  await mkdir(path.join(root, FLOOR_ROUTE.slice(1, -1)));
  await writeFile(path.join(root, FLOOR_ROUTE.slice(1, -1), "index.html"), floorHtml(texts));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
