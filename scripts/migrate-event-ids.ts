/**
 * One-off migration (issue 36), kept for anyone holding a data folder of the old shape:
 * `npx tsx scripts/migrate-event-ids.ts [DIR ...]` (default: data).
 *
 * - programma.json: every event gets an `id` (event-id.js), written as its first field;
 * - concerti.json, talks.json: `data`, `ora` and `luogo` become `evento`, the id of the programme event
 *   with that day, time and venue (how the two were joined until now);
 * - the same inside each archived edition, data/archivio/<anno>/.
 *
 * The files are edited as text, so everything else keeps its exact bytes (2-space indentation, one
 * field per line, as Decap writes them). Entries already migrated are left alone; an entry with no
 * programme event of its day, time and venue stops the migration, naming it, with nothing written.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser";
import { newEventId } from "../src/events/event-id";

type Edit = { start: number; end: number; text: string };

const applyAll = (text: string, edits: Edit[]) =>
  [...edits].sort((a, b) => b.start - a.start).reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), text);

const lineStart = (text: string, offset: number) => text.lastIndexOf("\n", offset - 1) + 1;
/** The whole line of a property (its indentation, the property, its comma, its newline). */
const wholeLine = (text: string, node: Node): Edit => ({ start: lineStart(text, node.offset), end: text.indexOf("\n", node.offset) + 1, text: "" });

const property = (object: Node, key: string): Node | undefined =>
  object.children?.find((child) => child.type === "property" && child.children?.[0].value === key);
const valueOf = (object: Node, key: string): unknown => property(object, key)?.children?.[1].value;

async function readTree(file: string): Promise<{ text: string; tree: Node } | undefined> {
  const text = await fs.readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const tree = parseTree(text);
  if (!tree || tree.type !== "array") throw new Error(`${file}: not a JSON list`);
  return { text, tree };
}

/** Migrates one edition's folder (today's data or one archived year); returns what it changed. */
export async function migrateEdition(dir: string): Promise<string[]> {
  const done: string[] = [];
  const programme = await readTree(path.join(dir, "programma.json"));
  if (!programme) return done;
  const slots = new Map<string, string>(); // "2025-09-12|21:30|NUoVO" → id
  const taken = new Set<string>();
  const edits: Edit[] = [];
  for (const day of programme.tree.children ?? []) {
    const events = findNodeAtLocation(day, ["eventi"]);
    for (const event of events?.children ?? []) {
      const existing = valueOf(event, "id");
      const id = typeof existing === "string" ? existing : newEventId(taken);
      taken.add(id);
      slots.set(`${String(valueOf(day, "data"))}|${String(valueOf(event, "ora"))}|${String(valueOf(event, "luogo"))}`, id);
      if (typeof existing === "string") continue;
      const first = event.children?.[0];
      if (!first) continue;
      const indent = programme.text.slice(lineStart(programme.text, first.offset), first.offset);
      edits.push({ start: first.offset, end: first.offset, text: `"id": ${JSON.stringify(id)},\n${indent}` });
    }
  }
  const writes: [string, string][] = [];
  if (edits.length > 0) {
    writes.push([path.join(dir, "programma.json"), applyAll(programme.text, edits)]);
    done.push(`${path.join(dir, "programma.json")}: ${edits.length} id`);
  }

  for (const name of ["concerti.json", "talks.json"]) {
    const file = path.join(dir, name);
    const entries = await readTree(file);
    if (!entries) continue;
    const fileEdits: Edit[] = [];
    for (const [index, entry] of (entries.tree.children ?? []).entries()) {
      if (valueOf(entry, "evento") !== undefined) continue;
      const [data, ora, luogo] = (["data", "ora", "luogo"] as const).map((key) => property(entry, key));
      if (!data || !ora || !luogo) throw new Error(`${file}, entry ${index + 1}: no data, ora and luogo to migrate`);
      const key = `${String(data.children?.[1].value)}|${String(ora.children?.[1].value)}|${String(luogo.children?.[1].value)}`;
      const id = slots.get(key);
      if (!id) throw new Error(`${file}, entry ${index + 1}: no programme event at ${key.replaceAll("|", " ")}`);
      fileEdits.push(
        { start: data.offset, end: data.offset + data.length, text: `"evento": ${JSON.stringify(id)}` },
        wholeLine(entries.text, ora),
        wholeLine(entries.text, luogo),
      );
    }
    if (fileEdits.length > 0) {
      writes.push([file, applyAll(entries.text, fileEdits)]);
      done.push(`${file}: ${fileEdits.length / 3} evento`);
    }
  }
  for (const [file, text] of writes) {
    JSON.parse(text); // never write a file that does not parse
    await fs.writeFile(file, text);
  }
  return done;
}

/** A data folder and each of its archived editions. */
export async function migrateDataDir(dataDir: string): Promise<string[]> {
  const done = await migrateEdition(dataDir);
  const years = await fs.readdir(path.join(dataDir, "archivio")).catch(() => [] as string[]);
  for (const year of years.filter((name) => /^\d{4}$/.test(name)).sort()) done.push(...(await migrateEdition(path.join(dataDir, "archivio", year))));
  return done;
}

if (require.main === module) {
  const dirs = process.argv.slice(2);
  (async () => {
    for (const dir of dirs.length > 0 ? dirs : ["data"]) {
      const done = await migrateDataDir(path.resolve(dir));
      console.log(done.length > 0 ? done.join("\n") : `${dir}: already migrated`);
    }
  })().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
