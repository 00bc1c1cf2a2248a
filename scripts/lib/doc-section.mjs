// Sections of a Markdown file that a command writes between two comment markers, so that another
// command rewriting the rest of the file (the bench rewrites docs/performance.md) carries them over.
import { readFile, writeFile } from "node:fs/promises";

const markers = (name, writer) => ({
  start: `<!-- ${name}: written by ${writer} -->`,
  end: `<!-- /${name} -->`,
});

function sectionOf(text, name) {
  const start = text.indexOf(`<!-- ${name}: `);
  const end = text.indexOf(`<!-- /${name} -->`);
  return start >= 0 && end > start ? text.slice(start, end + `<!-- /${name} -->`.length) : "";
}

/** The section as it is in the file (with a blank line before it), or "" when the file has none. */
export async function readMarkedSection(file, name) {
  try {
    const section = sectionOf(await readFile(file, "utf8"), name);
    return section ? `\n${section}\n` : "";
  } catch {
    return "";
  }
}

/** Replaces the section in the file, or appends it. */
export async function writeMarkedSection(file, name, writer, body) {
  const text = await readFile(file, "utf8");
  const { start, end } = markers(name, writer);
  const section = `${start}\n${body.trim()}\n${end}`;
  const old = sectionOf(text, name);
  await writeFile(file, old ? text.replace(old, section) : `${text.trimEnd()}\n\n${section}\n`);
}
