// The built pages as the budget suites read them: parsed HTML, its images and inlined CSS.
import fs from "node:fs";
import path from "node:path";
import { gzipSync, constants as zlibConstants } from "node:zlib";
import { parse } from "parse5";
import { PUBLIC_DIR } from "../read-built-site";
import { archivePagePath } from "../../../src/utils/archive-paths";
import { pagePaths } from "../../../src/utils/page-paths";

export const KIB = 1024;
// The build under test: public/, or CONNESSIONI_PUBLIC_DIR (e.g. the grown content of `npm run test:grown`).
export const PUBLIC = PUBLIC_DIR;
export const PAGES = [pagePaths.home, pagePaths.concerti, pagePaths.talks, pagePaths.edizioni, pagePaths.modifiche, pagePaths.stampa] as const;
// The archived editions' pages of this build (data/archivio/<anno>/; ten on the grown content, none on today's).
export const ARCHIVE_PAGES = fs.existsSync(path.join(PUBLIC, "edizioni"))
  ? fs
      .readdirSync(path.join(PUBLIC, "edizioni"))
      .filter((name) => /^\d{4}$/.test(name))
      .map((anno) => archivePagePath(anno))
  : [];
const isArchive = (route: string) => ARCHIVE_PAGES.includes(route);
// Pages whose first screen is text, led by no poster: the archived editions', the changes page and the printable programme.
export const leadsWithText = (route: string) => isArchive(route) || route === pagePaths.modifiche || route === pagePaths.stampa;

export interface Element {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Element[];
  value?: string;
  parentNode?: Element | null;
}

export const gzipSize = (data: string | Buffer) => gzipSync(data, { level: zlibConstants.Z_BEST_COMPRESSION }).length;

export const htmlFile = (route: string) => path.join(PUBLIC, route.replace(/^\/+/, ""), "index.html");

export function parsePage(route: string): Element {
  return parse(fs.readFileSync(htmlFile(route), "utf8"));
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs?.find((attribute) => attribute.name === name)?.value;
}

export function all(root: Element, predicate: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: Element) => {
    if (predicate(node)) found.push(node);
    for (const child of node.childNodes ?? []) visit(child);
    // <template> content lives apart in parse5.
    const content = (node as Element & { content?: Element }).content;
    if (content) visit(content);
  };
  visit(root);
  return found;
}

export const byTag = (root: Element, tag: string) => all(root, (element) => element.tagName === tag);

export function textOf(element: Element): string {
  return (element.childNodes ?? []).map((child) => child.value ?? textOf(child)).join("");
}

export function ancestors(element: Element): Element[] {
  const list: Element[] = [];
  for (let node = element.parentNode; node; node = node.parentNode) list.push(node);
  return list;
}

export const isHero = (img: Element) => ancestors(img).some((node) => attr(node, "aria-labelledby") === "hero-title");
export const inSiteHeader = (img: Element) => ancestors(img).some((node) => node.tagName === "header");

/** Same origin: a path on this site, not another host (nor protocol-relative `//host`). */
export const isSameOrigin = (url: string) => !/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url.trim()) && !/^data:/i.test(url.trim());

export function inlineCss(root: Element): string {
  return byTag(root, "style")
    .map((style) => textOf(style))
    .join("\n");
}

/** CSS rules (selector → declarations) of the inlined styles, flattened out of @media blocks. */
export function cssRules(css: string): { selector: string; body: string }[] {
  const rules: { selector: string; body: string }[] = [];
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    rules.push({ selector: match[1].trim(), body: match[2] });
  }
  return rules;
}
