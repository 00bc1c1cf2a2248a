import fs from "node:fs";
import path from "node:path";
import { archivePagePath } from "../../src/utils/archive-paths";
import { pagePaths } from "../../src/utils/page-paths";
import { venuePagePath } from "../../src/venues/venue-paths";

const PROJECT_ROOT = path.resolve(__dirname, "..", "..");

/**
 * Helpers for the suites that read a production build: public/, or CONNESSIONI_PUBLIC_DIR (another
 * build, e.g. `npm run test:grown`'s); its data is data/, or CONNESSIONI_DATA_DIR, as in gatsby-config.ts.
 */
export const PUBLIC_DIR = path.resolve(PROJECT_ROOT, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
export const DATA_DIR = path.resolve(PROJECT_ROOT, process.env.CONNESSIONI_DATA_DIR ?? "data");

/** A data file of the build under test: expectations come from it, never from today's content. */
export function readData<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8")) as T;
}

export const PAGES = [
  pagePaths.home,
  pagePaths.concerti,
  pagePaths.talks,
  pagePaths.edizioni,
  pagePaths.modifiche,
  pagePaths.privacy,
  pagePaths.stampa,
] as const;

/** The pages of the archived editions the build's data holds (data/archivio/<anno>/), oldest first. */
export const ARCHIVE_PAGES: readonly string[] = fs.existsSync(path.join(DATA_DIR, "archivio"))
  ? fs
      .readdirSync(path.join(DATA_DIR, "archivio"))
      .filter((name) => /^\d{4}$/.test(name))
      .sort()
      .map((anno) => archivePagePath(anno))
  : [];

/** The venues' list and each venue's page (data/luoghi.json, issue 48). */
export const VENUE_PAGES: readonly string[] = [
  pagePaths.luoghi,
  ...(JSON.parse(fs.readFileSync(path.join(DATA_DIR, "luoghi.json"), "utf8")) as { slug: string }[]).map((luogo) => venuePagePath(luogo.slug)),
];

/** A public path as a file: "/concerti/" → public/concerti/index.html (or concerti.html). */
export function builtHtmlFile(pathname: string): string {
  const clean = pathname.replace(/^\/|\/$/g, "");
  const candidates = clean === "" ? ["index.html"] : [`${clean}/index.html`, `${clean}.html`];
  const found = candidates.map((c) => path.join(PUBLIC_DIR, c)).find((f) => fs.existsSync(f));
  if (!found) throw new Error(`no built HTML for ${pathname} (looked for ${candidates.join(", ")})`);
  return found;
}

export function readBuilt(publicPath: string): string {
  return fs.readFileSync(path.join(PUBLIC_DIR, publicPath), "utf8");
}

/** The built page parsed as a browser would (the suites run under jsdom for DOMParser). */
export function builtDocument(pathname: string): Document {
  return new DOMParser().parseFromString(fs.readFileSync(builtHtmlFile(pathname), "utf8"), "text/html");
}

/**
 * Independent oracle for Europe/Rome's UTC offset (not the site's Intl-based helper): Italy follows
 * the EU rule, summer time (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the
 * last Sunday of October, otherwise UTC+1.
 */
export function euRomeOffsetHours(data: string, ora: string): 1 | 2 {
  const year = Number(data.slice(0, 4));
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  // Judge with the winter offset first; it only matters within the change-over hour.
  const instant = Date.parse(`${data}T${ora}:00Z`) - 3_600_000;
  return instant >= lastSunday(2) && instant < lastSunday(9) ? 2 : 1;
}

/** The expected UTC instant of a Rome wall-clock time, from the oracle above. */
export function expectedInstant(data: string, ora: string): Date {
  return new Date(Date.parse(`${data}T${ora}:00Z`) - euRomeOffsetHours(data, ora) * 3_600_000);
}

export function expectedRomeDateTime(data: string, ora: string): string {
  return `${data}T${ora}:00+0${euRomeOffsetHours(data, ora)}:00`;
}
