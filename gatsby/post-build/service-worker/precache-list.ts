import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { pagePaths, sitePagePaths } from "../../../src/utils/page-paths";
import { pageDataPath } from "../../../src/enhancements/offline/protocol";
import { phoneFiles } from "./phone-images";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const isElement = (node: Node): node is Element => "tagName" in node;
function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if (isElement(node) && node.tagName === "template") yield* elements((node as DefaultTreeAdapterMap["template"]).content);
}
const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;

/** A site URL ("/static/a.avif", "/concerti/") as a file of public/ ("static/a.avif", "concerti/index.html"). */
export const fileOfUrl = (url: string): string => {
  const pathname = decodeURI(new URL(url, "https://site.invalid").pathname).replace(/^\//, "");
  return pathname === "" || pathname.endsWith("/") ? `${pathname}index.html` : pathname;
};

/** What a page's HTML makes a phone fetch that the offline copy must hold: posters, calendars, font. */
export function filesNamedByPage(html: string): { images: string[]; calendars: string[]; fonts: string[] } {
  const images: string[] = [];
  const calendars: string[] = [];
  for (const element of elements(parse(html))) {
    if (element.tagName === "picture") {
      // The first <source> (AVIF) is what phones take; the <img> fallback only serves older browsers.
      const source = element.childNodes.filter(isElement).find((child) => child.tagName === "source");
      const srcset = source && attribute(source, "srcset");
      if (srcset) images.push(...phoneFiles(srcset, attribute(source, "sizes") ?? "100vw"));
    }
    const href = element.tagName === "a" ? attribute(element, "href") : undefined;
    if (href?.startsWith("/") && href.endsWith(".ics")) calendars.push(href);
  }
  const fonts = html.match(/\/static\/[\w./-]+\.woff2/g) ?? [];
  return { images: images.map(fileOfUrl), calendars: calendars.map(fileOfUrl), fonts: fonts.map(fileOfUrl) };
}

/** The venues' pages of the build (gatsby/venues): every folder of public/luoghi/ with a page. */
async function venuePages(publicDir: string): Promise<string[]> {
  const folder = path.join(publicDir, fileOfUrl(pagePaths.luoghi).replace(/index\.html$/, ""));
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => `${pagePaths.luoghi}${entry.name}/`);
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

/** The chunk group gatsby-browser.tsx names for the visitor's enhancements (src/enhancements). */
export const ENHANCEMENTS_CHUNK_GROUP = "enhancements";

/**
 * The notifications' chunk (src/enhancements/push, issue 44) is not in the copy: only a visitor with
 * saved events loads it, and the worker keeps it once they have (an "asset", worker/routing.ts); the
 * others download nothing of it.
 */
export const PUSH_CHUNK_GROUP = `${ENHANCEMENTS_CHUNK_GROUP}-push`;

export interface PrecacheSelection {
  /** Files of public/, relative, "/"-separated. */
  files: string[];
  /** Chunk groups the four pages need that webpack.stats.json does not list (a build problem). */
  missingGroups: string[];
}

/**
 * The offline copy: everything the four pages need on a phone, read from the finished build.
 * - each page's HTML, page data and static-query results, and app-data.json;
 * - the JavaScript and CSS of Gatsby's app, of the four page components and of the enhancements
 *   (so the visitor's programme works offline), from webpack.stats.json;
 * - the display font, every calendar file the pages link to, and the poster files a 360-430 px
 *   phone at DPR 2-3 picks (phone-images.ts);
 * - the favicon and the web app manifest, which the post-paint loader names on every page.
 * - each venue's page (/luoghi/<slug>/): a visitor walking between venues may have no signal.
 * Pages of past editions are left to the runtime cache (worker/routing.ts): visited, they are kept.
 */
export async function selectPrecacheFiles(publicDir: string): Promise<PrecacheSelection> {
  const read = (file: string) => readFile(path.join(publicDir, file), "utf8");
  const exists = (file: string) =>
    stat(path.join(publicDir, file)).then(
      (info) => info.isFile(),
      () => false,
    );
  const stats = JSON.parse(await read("webpack.stats.json")) as WebpackStats;
  const files = new Set<string>(["page-data/app-data.json"]);
  const groups = new Set<string>(["app", ENHANCEMENTS_CHUNK_GROUP]);

  for (const pagePath of [...sitePagePaths, ...(await venuePages(publicDir))]) {
    const html = await read(fileOfUrl(pagePath));
    files.add(fileOfUrl(pagePath));
    const pageData = pageDataPath(pagePath).slice(1);
    files.add(pageData);
    const { componentChunkName, staticQueryHashes = [] } = JSON.parse(await read(pageData)) as { componentChunkName: string; staticQueryHashes?: string[] };
    groups.add(componentChunkName);
    for (const hash of staticQueryHashes) files.add(`page-data/sq/d/${hash}.json`);
    const named = filesNamedByPage(html);
    for (const file of [...named.images, ...named.calendars, ...named.fonts]) files.add(file);
  }
  // The enhancements' on-demand chunks too ("enhancements-tools", ...): offline, a press must still work.
  for (const group of Object.keys(stats.namedChunkGroups)) {
    if (group.startsWith(`${ENHANCEMENTS_CHUNK_GROUP}-`) && group !== PUSH_CHUNK_GROUP) groups.add(group);
  }
  const missingGroups = [...groups].filter((group) => !stats.namedChunkGroups[group]);
  for (const group of groups) {
    for (const { name } of stats.namedChunkGroups[group]?.assets ?? []) if (/\.(?:js|css)$/.test(name)) files.add(name);
  }
  for (const file of ["favicon.ico", "manifest.webmanifest"]) if (await exists(file)) files.add(file);

  const missing: string[] = [];
  for (const file of files) if (!(await exists(file))) missing.push(file);
  if (missing.length > 0) throw new Error(`The offline copy names files the build does not have:\n- ${missing.join("\n- ")}`);
  return { files: [...files].sort(), missingGroups };
}
