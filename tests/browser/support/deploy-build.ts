/**
 * The build a deploy of a changed programme gives: a copy of a data folder whose first programme
 * event has another time (one field of programma.json, as a volunteer would change it, committed on top
 * of the source's published history: tests/browser/support/published-history.ts) and a notice about it
 * (avvisi.json, valid from the day of the build for a month), built for
 * production in a throw-away copy of the site (tests/data-build/support/site-copy.ts, starting from
 * the production build's webpack cache) or, where the machine allows it, as CI deploys a data edit:
 * Gatsby's incremental build over a copy of the production build's .cache/ and public/, at the
 * project's own path (tests/data-build/support/project-path-build.ts). tests/browser/offline-deploy.test.ts
 * deploys it over the build it serves.
 *
 * As a command, `tsx tests/browser/support/deploy-build.ts --keep-as NAME [--data DIR]` (default:
 * CONNESSIONI_DATA_DIR, else data/), it builds in a folder of this checkout named NAME, which the
 * next such build replaces, and prints one line of JSON with the folders: the "deploy-build" stages
 * of `npm test` (scripts/test/stages.ts) hand its publicDir to the suite as
 * CONNESSIONI_DEPLOY_PUBLIC_DIR.
 *
 * With `--rebuild-in SITE_DIR` instead of `--keep-as`, it rebuilds a site folder that was already built
 * from the source data (the grown build's, whose suites read a copy of its public/: scripts/build-grown.ts
 * --snapshot), the way a host with a build cache deploys a data edit: Gatsby's own incremental build,
 * which takes the unchanged images' jobs and webpack's modules from that folder's cache (a copy in
 * another folder reuses neither: both are keyed by absolute paths).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { copySite, gatsbyBuild, incrementalSite, namedSite, removeDir } from "../../data-build/support/site-copy";
import { commitPublish, replayProgrammeHistory } from "./published-history";

const projectRoot = path.resolve(__dirname, "../../..");

type Entry = Record<string, unknown>;
interface Day {
  data: string;
  eventi: Entry[];
}

export interface TimeChange {
  data: string;
  luogo: string;
  titolo: string;
  from: string;
  to: string;
  /** The concert and talk entries that repeated the time (the data before events had ids). */
  alsoIn: string[];
}

const minutesOf = (ora: string) => Number(ora.slice(0, 2)) * 60 + Number(ora.slice(3, 5));
const oraOf = (total: number) => `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/**
 * Moves the festival's first event (earliest day, earliest time) half an hour earlier, so that it
 * stays the first one the pages list; at 00:xx, halfway to the day's next event instead. Concert and
 * talk entries that repeat its day, time and venue (no `evento` reference) follow, as the data check
 * requires; with references they need nothing.
 */
export async function changeFirstEventTime(dataDir: string): Promise<TimeChange> {
  const read = async (file: string) => JSON.parse(await fs.readFile(path.join(dataDir, file), "utf8")) as unknown;
  const write = (file: string, value: unknown) => fs.writeFile(path.join(dataDir, file), `${JSON.stringify(value, null, 2)}\n`);

  const programme = (await read("programma.json")) as Day[];
  const days = programme.filter((day) => day.eventi.length > 0).sort((a, b) => a.data.localeCompare(b.data));
  if (days.length === 0) throw new Error(`${dataDir}/programma.json has no event to move`);
  const day = days[0];
  const byTime = [...day.eventi].sort((a, b) => minutesOf(String(a.ora)) - minutesOf(String(b.ora)));
  const event = byTime[0];
  const from = String(event.ora);
  const start = minutesOf(from);
  const next = byTime.find((other) => minutesOf(String(other.ora)) > start);
  const to = oraOf(start >= 30 ? start - 30 : start + Math.max(1, Math.floor((minutesOf(String(next?.ora ?? "23:59")) - start) / 2)));
  event.ora = to;
  await write("programma.json", programme);

  const alsoIn: string[] = [];
  for (const file of ["concerti.json", "talks.json"]) {
    const entries = (await read(file).catch(() => undefined)) as Entry[] | undefined;
    if (!Array.isArray(entries)) continue;
    const repeats = entries.filter((entry) => entry.evento === undefined && entry.data === day.data && entry.ora === from && entry.luogo === event.luogo);
    for (const entry of repeats) entry.ora = to;
    if (repeats.length > 0) {
      alsoIn.push(file);
      await write(file, entries);
    }
  }
  return { data: day.data, luogo: String(event.luogo), titolo: String(event.titolo), from, to, alsoIn };
}

export interface AddedNotice {
  testo: string;
  /** The moved event's id. */
  evento: string;
  dal: string;
  al: string;
}

const romeWallDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(date);

/**
 * Adds a notice about the first event (the one changeFirstEventTime moves) to avvisi.json, valid from
 * the start of today in Rome for 30 days: shown by the rebuilt pages, and new to a page built before.
 */
export async function addNoticeOfFirstEvent(dataDir: string, now = new Date()): Promise<AddedNotice> {
  const programme = JSON.parse(await fs.readFile(path.join(dataDir, "programma.json"), "utf8")) as Day[];
  const first = programme.filter((day) => day.eventi.length > 0).sort((a, b) => a.data.localeCompare(b.data))[0];
  const event = [...first.eventi].sort((a, b) => minutesOf(String(a.ora)) - minutesOf(String(b.ora)))[0];
  const notice: AddedNotice = {
    testo: `Cambio d'orario: «${String(event.titolo)}» inizia alle ${String(event.ora)}.`,
    evento: String(event.id),
    dal: `${romeWallDay(now)}T00:00`,
    al: `${romeWallDay(new Date(now.getTime() + 30 * 86_400_000))}T00:00`,
  };
  const file = path.join(dataDir, "avvisi.json");
  const notices = (JSON.parse(await fs.readFile(file, "utf8").catch(() => "[]")) as unknown[]) ?? [];
  await fs.writeFile(file, `${JSON.stringify([notice, ...notices], null, 2)}\n`);
  return notice;
}

export interface DeploySite {
  dataDir: string;
  siteDir: string;
  publicDir: string;
  change: TimeChange;
  notice: AddedNotice;
  remove: () => Promise<void>;
}

/**
 * Copies `sourceDataDir`, moves its first event and builds it, in a fresh temporary copy of the site
 * (`remove` deletes it) or, with `keepAs`, in that named one (namedSite); throws with the build's
 * output when it fails.
 */
export async function buildDeploySite(
  sourceDataDir: string,
  log: (line: string) => void = () => {},
  where: { keepAs?: string; rebuildIn?: string } = {},
): Promise<DeploySite> {
  let siteDir = "";
  const remove = async () => {
    if (siteDir && !where.rebuildIn) await removeDir(siteDir);
  };
  try {
    // Where it can, over a copy of the project's last build, as CI deploys a data edit (incrementalSite).
    siteDir = where.rebuildIn ?? (where.keepAs ? await incrementalSite(() => namedSite(where.keepAs!), where.keepAs) : await incrementalSite(copySite));
    // The copy of the data inside the site's folder, where a checkout has it (copySite leaves data/ out);
    // in a folder built from other data, beside it.
    const dataDir = path.join(siteDir, where.rebuildIn ? "data-deploy" : "data");
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.cp(sourceDataDir, dataDir, { recursive: true, preserveTimestamps: true });
    // The source's published history, then the move as one more publish: the rebuild's record, SEQUENCE
    // and push messages are those of a volunteer's commit on main.
    const history = replayProgrammeHistory(sourceDataDir, dataDir);
    const change = await changeFirstEventTime(dataDir);
    await commitPublish(dataDir, `${change.titolo}: ${change.from} -> ${change.to}`);
    const notice = await addNoticeOfFirstEvent(dataDir);
    log(`deploy build: ${history ? "the source's history replayed, the move committed on top" : "no history to replay"}`);
    log(`deploy build: ${change.data} «${change.titolo}» at ${change.luogo} moved from ${change.from} to ${change.to}; building in ${siteDir}`);
    const build = await gatsbyBuild(siteDir, dataDir);
    if (build.code !== 0) throw new Error(`the changed copy of ${sourceDataDir} does not build:\n${build.output.slice(-6000)}`);
    log(
      build.output
        .split("\n")
        .filter((line) => /^(success|info) /.test(line))
        .join("\n"),
    );
    return { dataDir, siteDir, publicDir: path.join(siteDir, "public"), change, notice, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

if (require.main === module) {
  const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const source = path.resolve(projectRoot, option("--data") ?? process.env.CONNESSIONI_DATA_DIR ?? "data");
  const keepAs = option("--keep-as");
  const rebuildIn = option("--rebuild-in") ?? process.env.CONNESSIONI_REBUILD_SITE_DIR;
  if (!rebuildIn && (!keepAs || !/^[\w-]+$/.test(keepAs))) {
    throw new Error("usage: deploy-build.ts (--keep-as NAME | --rebuild-in SITE_DIR) [--data DIR] (NAME: letters, digits, - and _)");
  }
  buildDeploySite(source, (line) => console.error(line), rebuildIn ? { rebuildIn: path.resolve(rebuildIn) } : { keepAs })
    .then(({ dataDir, siteDir, publicDir, change, notice }) => console.log(JSON.stringify({ dataDir, siteDir, publicDir, change, notice })))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    });
}
