// The "image bytes" section of docs/performance.md: written by `npm run bench:images`, carried over
// untouched when `npm run bench` rewrites the rest of the file.
import { readFile, writeFile } from "node:fs/promises";

const START = "<!-- image-bytes: written by `npm run bench:images` -->";
const END = "<!-- /image-bytes -->";

function sectionOf(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : "";
}

/** The current section (with a blank line before it), or "" when the file has none. */
export async function imageBytesSection(file) {
  try {
    const section = sectionOf(await readFile(file, "utf8"));
    return section ? `\n${section}\n` : "";
  } catch {
    return "";
  }
}

/** Replaces the section in the file, or appends it. */
export async function writeImageBytesSection(file, body) {
  const text = await readFile(file, "utf8");
  const section = `${START}\n${body.trim()}\n${END}`;
  const old = sectionOf(text);
  await writeFile(file, old ? text.replace(old, section) : `${text.trimEnd()}\n\n${section}\n`);
}
