import { harmlessLine, refusedCharacters, type RefusedCharacter } from "../../../src/utils/text-safety";
import { MULTILINE_KEYWORD, SCHEMAS, type DataFileName } from "../data-files";
import type { DataSet } from "../data-set";
import { isObject, type JsonPath } from "../json-values";

/**
 * Characters no text field may hold (src/utils/text-safety.ts): pasted from a word processor they are
 * invisible, yet one of them makes the changes feed invalid XML or writes lines into every calendar file.
 * A line break is text only in a field of several lines, marked `"x-multiline": true` in its schema.
 */

type Schema = Record<string, unknown>;

/** A property's schema with its `$ref` to `#/$defs/…` merged in (the keywords beside it win). */
function resolved(schema: unknown, root: Schema): Schema | undefined {
  if (!isObject(schema)) return undefined;
  const ref = typeof schema.$ref === "string" ? /^#\/\$defs\/(.+)$/.exec(schema.$ref) : null;
  const defs = isObject(root.$defs) ? root.$defs : {};
  const target = ref ? defs[ref[1]] : undefined;
  return isObject(target) ? { ...target, ...schema } : schema;
}

/** The schema of one step down: an object's property or an array's items. */
function childSchema(schema: Schema | undefined, step: string | number, root: Schema): Schema | undefined {
  if (!schema) return undefined;
  if (typeof step === "number") return resolved(schema.items, root);
  return isObject(schema.properties) ? resolved(schema.properties[step], root) : undefined;
}

const NAMES: Readonly<Record<number, string>> = {
  0x09: "una tabulazione",
  0x0a: "un a capo",
  0x0b: "un a capo manuale di Word (tabulazione verticale, U+000B)",
  0x0c: "un salto pagina (U+000C)",
  0x0d: "un ritorno carrello da solo (U+000D)",
  0x00: "un carattere nullo (U+0000)",
};

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

function characterName(code: number): string {
  if (NAMES[code]) return NAMES[code];
  if (code >= 0xd800 && code <= 0xdfff) return `mezzo carattere (${hex(code)}, la metà di una coppia di surrogati)`;
  if (/\p{Noncharacter_Code_Point}/u.test(String.fromCodePoint(code))) return `un non-carattere (${hex(code)})`;
  return `un carattere di controllo invisibile (${hex(code)})`;
}

/** «…ioni Culinarie», the text just before the character, so a volunteer finds what cannot be seen. */
function whereIn(text: string, { position }: RefusedCharacter): string {
  const before = harmlessLine([...text].slice(0, position).join(""))
    .replace(/\s+/g, " ")
    .trimStart();
  if (before === "") return "all'inizio del testo";
  const shown = [...before];
  return `dopo «${shown.length > 30 ? `…${shown.slice(-30).join("")}` : before}»`;
}

function message(text: string, refused: RefusedCharacter[], multiline: boolean): string {
  const first = refused[0];
  const more = refused.length > 1 ? ` (${refused.length} in tutto in questo campo)` : "";
  if (first.code === 0x0a || (first.code === 0x0d && !multiline)) {
    return `questo campo va su una riga sola, ma il testo contiene un a capo ${whereIn(text, first)}${more}: sostituiscilo con uno spazio`;
  }
  return (
    `il testo contiene ${characterName(first.code)} ${whereIn(text, first)}${more}, che il sito non può pubblicare: ` +
    `cancellalo e riscrivi lo spazio se serve (arriva spesso incollando da un programma di videoscrittura)`
  );
}

/** Every text of one file, against the characters its field may hold; values the schema refused are left to it. */
export function checkTextCharacters(data: DataSet, file: DataFileName): void {
  const root = SCHEMAS[file] as Schema;
  const visit = (value: unknown, path: JsonPath, schema: Schema | undefined): void => {
    if (typeof value === "string") {
      const multiline = schema?.[MULTILINE_KEYWORD] === true;
      const refused = refusedCharacters(value, multiline);
      if (refused.length > 0 && data.isValidAt(file, path)) data.error(file, path, message(value, refused, multiline));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index], childSchema(schema, index, root)));
    } else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key], childSchema(schema, key, root));
    }
  };
  visit(data.value(file), [], resolved(root, root));
}
