import fs from "node:fs/promises";
import path from "node:path";
import { applyEdits, modify, type FormattingOptions } from "jsonc-parser";
import { validateDataDir } from "../../gatsby/data-validation";
import { ARCHIVE_DIR, ARCHIVE_FILES, IMAGE_FIELDS } from "../../gatsby/data-validation/data-files";
import { formatDateRange, formatDayLong } from "../../src/utils/format";

/**
 * `npm run nuova-edizione -- --anno 2026 --dal 2026-09-11 --al 2026-09-13`: the rollover to a new
 * edition as one step. Today's programme, concerts and talks move with their images into
 * data/archivio/<current year>/ (where the site shows them on /edizioni/<year>/); edizioni.json marks
 * that edition past and adds the new one; sito.json and programma.json get the new dates, with no
 * events; avvisi.json, if there, is emptied. Everything is checked before anything is written, so a refusal changes no file.
 */

export interface NewEditionArgs {
  anno: string;
  dal: string;
  al: string;
}

export type NewEditionOutcome = { ok: true; archived: string; moved: string[]; toWrite: string[] } | { ok: false; problems: string[] };

/** The same indentation as the data files, so a rollover's diff shows only what changed. */
const FORMATTING: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: "\n" };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (iso: string) => ISO_DATE.test(iso) && new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso;
const MAX_DAYS = 14;

/** Every ISO date from `from` to `to`, both included. */
export function daysFromTo(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** "--anno 2026 --dal 2026-09-11 --al 2026-09-13" (also "--anno=2026"). */
export function parseArgs(argv: readonly string[]): { args?: NewEditionArgs; problems: string[] } {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const match = /^--(anno|dal|al)(?:=(.*))?$/.exec(argv[i]);
    if (!match) {
      problems.push(`opzione sconosciuta «${argv[i]}»: servono --anno, --dal e --al`);
      continue;
    }
    const value = match[2] ?? argv[++i];
    if (value === undefined) problems.push(`manca il valore di --${match[1]}`);
    else values[match[1]] = value.trim();
  }
  for (const name of ["anno", "dal", "al"]) if (!(name in values)) problems.push(`manca --${name}`);
  return problems.length > 0 ? { problems } : { args: { anno: values.anno, dal: values.dal, al: values.al }, problems };
}

/** Why the new edition's year and dates cannot be used, if they cannot. */
export function argumentProblems({ anno, dal, al }: NewEditionArgs): string[] {
  const problems: string[] = [];
  if (!/^\d{4}$/.test(anno)) problems.push(`--anno ${anno}: deve essere un anno di quattro cifre, per esempio 2026`);
  for (const [name, value] of [
    ["dal", dal],
    ["al", al],
  ] as const) {
    if (!isRealDate(value)) problems.push(`--${name} ${value}: deve essere una data vera nella forma AAAA-MM-GG, per esempio ${anno}-09-11`);
    else if (/^\d{4}$/.test(anno) && value.slice(0, 4) !== anno) problems.push(`--${name} ${value}: non è nel ${anno}, l'anno della nuova edizione`);
  }
  if (problems.length === 0 && al < dal) problems.push(`--al ${al} viene prima di --dal ${dal}: l'ultimo giorno non può precedere il primo`);
  if (problems.length === 0 && daysFromTo(dal, al).length > MAX_DAYS) {
    problems.push(`dal ${dal} al ${al} sono ${daysFromTo(dal, al).length} giorni: controlla le date (il festival dura pochi giorni)`);
  }
  return problems;
}

/** Image paths named by a parsed data file (the fields of gatsby/data-validation/data-files.ts). */
function imagePaths(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => imagePaths(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (IMAGE_FIELDS.has(key) && typeof child === "string") found.add(child);
      else imagePaths(child, found);
    }
  }
  return found;
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );
const readJson = async (file: string): Promise<{ text: string; value: unknown }> => {
  const text = await fs.readFile(file, "utf8");
  return { text, value: JSON.parse(text) };
};

/** The days of the new edition's programme: Italian day names ("Venerdì 11"), no events yet. */
export function emptyProgramme(days: readonly string[]): { giorno: string; data: string; eventi: [] }[] {
  return days.map((data) => ({ giorno: formatDayLong(data).replace(/ [^ ]+$/, ""), data, eventi: [] }));
}

/** What a volunteer still writes after the command, one Italian line each. */
export function textsToWrite(displayDir: string, oldYear: string, newYear: string): string[] {
  return [
    `${displayDir}/edizioni.json › edizione ${oldYear}: «descrizione» al passato e «ospiti» con chi è venuto davvero`,
    `${displayDir}/edizioni.json › edizione ${newYear}: «descrizione» (ora dice solo che il programma è in preparazione), «luogo», «ospiti» quando annunciati, e il manifesto («immagine» e «immagineAlt», facoltativi)`,
    `${displayDir}/sito.json › orari: le righe di ogni giorno (ora dicono «Programma in arrivo»)`,
    `${displayDir}/sito.json › sottotitolo, badgeLuogo, tags, introConcerti, introTalks, introEdizioni: se cambiano per il ${newYear}`,
    `${displayDir}/sito.json › serviziAccessibilita: i servizi per l'accesso del ${newYear}, solo quando confermati (quelli del ${oldYear} restano finché non li cambiate)`,
    `${displayDir}/luoghi.json: un luogo nuovo del ${newYear} si aggiunge (quelli non più usati restano, per le edizioni passate); le informazioni «da verificare» si controllano sul posto`,
    `${displayDir}/programma.json, concerti.json, talks.json: gli eventi del ${newYear}, appena annunciati, con le loro immagini in ${displayDir}/immagini/`,
  ];
}

/**
 * Checks everything, then rolls `dataDir` over to the edition `args.anno`. Refuses, changing nothing,
 * when the arguments are wrong, the data has errors, or the year is already there.
 */
export async function newEdition(dataDir: string, displayDir: string, args: NewEditionArgs): Promise<NewEditionOutcome> {
  const argProblems = argumentProblems(args);
  if (argProblems.length > 0) return { ok: false, problems: argProblems };

  const { errors } = await validateDataDir(dataDir, { displayDir });
  if (errors.length > 0) {
    return { ok: false, problems: [`prima correggi i dati (npm run check:data), poi rilancia il comando:`, ...errors] };
  }

  const sito = await readJson(path.join(dataDir, "sito.json"));
  const edizioni = await readJson(path.join(dataDir, "edizioni.json"));
  const oldYear = String((sito.value as { edizione: string }).edizione).trim();
  const editions = edizioni.value as { anno: number; stato: string }[];
  const archiveDir = path.join(dataDir, ARCHIVE_DIR, oldYear);
  const problems: string[] = [];
  if (!/^\d{4}$/.test(oldYear))
    problems.push(`${displayDir}/sito.json › edizione: «${oldYear}» non è un anno, e l'archivio va in una cartella con il nome dell'anno`);
  if (args.anno === oldYear || editions.some((e) => String(e.anno) === args.anno)) {
    problems.push(
      `l'edizione ${args.anno} c'è già (${displayDir}/sito.json o ${displayDir}/edizioni.json): il passaggio alla nuova edizione è già stato fatto`,
    );
  } else if (Number(args.anno) < Number(oldYear)) {
    problems.push(`--anno ${args.anno} viene prima dell'edizione attuale (${oldYear}): la nuova edizione è un anno dopo`);
  }
  if (await exists(path.join(dataDir, ARCHIVE_DIR, args.anno))) problems.push(`${displayDir}/${ARCHIVE_DIR}/${args.anno} esiste già`);
  if (await exists(archiveDir)) {
    problems.push(`${displayDir}/${ARCHIVE_DIR}/${oldYear} esiste già: l'edizione ${oldYear} è già stata archiviata`);
  }
  if (problems.length > 0) return { ok: false, problems };

  // Images of the archived files move with them; one that today's other files still name is copied.
  const archived = await Promise.all(ARCHIVE_FILES.map((file) => readJson(path.join(dataDir, file))));
  const archivedImages = new Set(archived.flatMap(({ value }) => [...imagePaths(value)]));
  const stillUsed = new Set([...imagePaths(sito.value), ...imagePaths(edizioni.value)]);

  const days = daysFromTo(args.dal, args.al);
  let sitoText = sito.text;
  for (const [field, value] of [
    ["edizione", args.anno],
    ["dataInizio", args.dal],
    ["dataFine", args.al],
    ["orari", emptyProgramme(days).map(({ giorno }) => ({ giorno, voci: ["Programma in arrivo"] }))],
  ] as const) {
    sitoText = applyEdits(sitoText, modify(sitoText, [field], value, { formattingOptions: FORMATTING }));
  }
  let edizioniText = edizioni.text;
  editions.forEach((edition, index) => {
    if (edition.stato === "upcoming") {
      edizioniText = applyEdits(edizioniText, modify(edizioniText, [index, "stato"], "past", { formattingOptions: FORMATTING }));
    }
  });
  const citta = (sito.value as { organizzatore: { citta: string } }).organizzatore.citta;
  const newEntry = {
    anno: Number(args.anno),
    data: formatDateRange(args.dal, args.al),
    luogo: citta,
    ospiti: [],
    descrizione: "Il programma è in preparazione.",
    stato: "upcoming",
  };
  edizioniText = applyEdits(edizioniText, modify(edizioniText, [0], newEntry, { formattingOptions: FORMATTING, isArrayInsertion: true }));

  // Writes: the archive first (copies), then today's files, then the moved images' old copies go.
  await fs.mkdir(archiveDir, { recursive: true });
  for (const [index, file] of ARCHIVE_FILES.entries()) await fs.writeFile(path.join(archiveDir, file), archived[index].text);
  for (const image of archivedImages) {
    const target = path.join(archiveDir, image);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(dataDir, image), target);
  }
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  await fs.writeFile(path.join(dataDir, "programma.json"), json(emptyProgramme(days)));
  await fs.writeFile(path.join(dataDir, "concerti.json"), json([]));
  await fs.writeFile(path.join(dataDir, "talks.json"), json([]));
  // The notices were the ended edition's: over, and their events now in the archive, where a
  // notice's "evento" cannot reach (the check would refuse the link). Not kept in the archive.
  if (await fs.stat(path.join(dataDir, "avvisi.json")).catch(() => undefined)) await fs.writeFile(path.join(dataDir, "avvisi.json"), json([]));
  await fs.writeFile(path.join(dataDir, "sito.json"), sitoText);
  await fs.writeFile(path.join(dataDir, "edizioni.json"), edizioniText);
  const moved = [...archivedImages].filter((image) => !stillUsed.has(image));
  for (const image of moved) await fs.rm(path.join(dataDir, image));

  return {
    ok: true,
    archived: `${displayDir}/${ARCHIVE_DIR}/${oldYear}`,
    moved: [...archivedImages],
    toWrite: textsToWrite(displayDir, oldYear, args.anno),
  };
}
