import fs from "node:fs";
import path from "node:path";

/** Every file under a built site's public/, as paths relative to it ("calendario/x.ics"). */
export function listFiles(publicDir: string, relative = ""): string[] {
  return fs.readdirSync(path.join(publicDir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(publicDir, child) : [child];
  });
}

/** The built pages (not Gatsby's slices, its dev 404 page or the CMS at admin/), parsed as a browser would; needs the jsdom environment. */
export function builtPages(publicDir: string): { file: string; doc: Document }[] {
  return listFiles(publicDir)
    .filter((file) => file.endsWith(".html") && !/^(_gatsby|404|dev-404-page|admin)\//.test(file))
    .map((file) => ({ file, doc: new DOMParser().parseFromString(fs.readFileSync(path.join(publicDir, file), "utf8"), "text/html") }));
}

/** The page whose <h1> reads `heading` (so the tests follow whatever URL form the site uses). */
export function pageWithHeading(pages: { file: string; doc: Document }[], heading: string): { file: string; doc: Document } {
  const found = pages.find(({ doc }) => doc.querySelector("h1")?.textContent?.trim() === heading);
  if (!found) throw new Error(`no built page with the heading «${heading}» among ${pages.map((p) => p.file).join(", ")}`);
  return found;
}

/** Everything a page says to people and machines: visible text, attribute values, head, JSON-LD. */
export function everythingSaid(doc: Document): string {
  const attributes = Array.from(doc.querySelectorAll("*")).flatMap((element) => Array.from(element.attributes, (a) => a.value));
  const scripts = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'), (s) => s.textContent ?? "");
  return [doc.title, doc.body?.textContent ?? "", ...attributes, ...scripts].join("\n");
}
