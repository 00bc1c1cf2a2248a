import { ParseErrorCode, parseTree, visit, type Node as JsonNode, type ParseError } from "jsonc-parser";
import type { JsonPath } from "./json-values";

/**
 * Parsing with positions. JSON.parse (Node 24 too) often names no position at all, so syntax errors are
 * located with jsonc-parser (the parser behind VS Code's JSON support) in strict JSON mode, and
 * explained in Italian. JSON.parse stays the authority on what is valid, as in gatsby-transformer-json.
 */
export interface ParsedJson {
  value: unknown;
  tree: JsonNode | undefined;
  lineStarts: number[];
  duplicateKeys: { path: JsonPath; line: number }[];
}

export type ParseOutcome = { ok: true; parsed: ParsedJson } | { ok: false; message: string };

export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) if (text[index] === "\n") starts.push(index + 1);
  return starts;
}

export function positionOf(lineStarts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (lineStarts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low] + 1 };
}

const TYPOGRAPHIC_QUOTES = "“”„‟«»‘’‚‛";

/** Offset of the last non-blank character before `offset`, or -1. */
function previousVisible(text: string, offset: number): number {
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index])) index -= 1;
  return index;
}

/** The word a bare (unquoted) value spans around `offset`, for the message. */
function bareWordAround(text: string, offset: number): { start: number; word: string } {
  let start = offset;
  while (start > 0 && !/[\s,:{}[\]]/.test(text[start - 1])) start -= 1;
  // A time like 21:30 contains a colon: include the digits before it.
  if (text[start - 1] === ":" && /\d/.test(text[start - 2] ?? "")) {
    start -= 2;
    while (start > 0 && /\d/.test(text[start - 1])) start -= 1;
  }
  let end = offset;
  while (end < text.length && !/[\s,{}[\]"]/.test(text[end])) end += 1;
  return { start, word: text.slice(start, end) };
}

function explain(text: string, error: ParseError): { offset: number; message: string } {
  const { offset } = error;
  const here = text[offset] ?? "";
  switch (error.error) {
    case ParseErrorCode.InvalidSymbol: {
      if (TYPOGRAPHIC_QUOTES.includes(here)) {
        return {
          offset,
          message: `virgoletta tipografica «${here}» al posto della virgoletta dritta ": nei file JSON testi e nomi dei campi vanno tra virgolette dritte "…" (capita quando si copia da un programma di videoscrittura)`,
        };
      }
      if (here === "'") {
        return { offset, message: 'virgoletta semplice \' al posto della virgoletta doppia ": nei file JSON i testi vanno tra virgolette doppie "…"' };
      }
      const { start, word } = bareWordAround(text, offset);
      return {
        offset: start,
        message: `testo senza virgolette («${word}»): testi, orari e date vanno tra virgolette dritte, per esempio "${word.replace(/"/g, "")}"; solo numeri, true, false e null si scrivono senza`,
      };
    }
    case ParseErrorCode.InvalidNumberFormat:
    case ParseErrorCode.UnexpectedEndOfNumber: {
      const { start, word } = bareWordAround(text, offset);
      return { offset: start, message: `numero scritto male («${word}»): se è un orario o una data, mettilo tra virgolette` };
    }
    case ParseErrorCode.PropertyNameExpected:
    case ParseErrorCode.ValueExpected: {
      const before = previousVisible(text, offset);
      if ((here === "}" || here === "]") && before >= 0 && text[before] === ",") {
        return {
          offset: before,
          message:
            here === "]"
              ? "virgola di troppo dopo l'ultima voce dell'elenco: cancella la virgola prima di «]»"
              : "virgola di troppo dopo l'ultimo campo: cancella la virgola prima di «}»",
        };
      }
      return error.error === ParseErrorCode.PropertyNameExpected
        ? { offset, message: `qui ci vuole il nome di un campo tra virgolette, per esempio "titolo" (trovato «${here}»)` }
        : { offset, message: `qui manca un valore (trovato «${here}»): forse una virgola di troppo o un valore cancellato` };
    }
    case ParseErrorCode.ColonExpected:
      return { offset, message: "dopo il nome del campo mancano i due punti «:»" };
    case ParseErrorCode.CommaExpected: {
      const before = previousVisible(text, offset);
      // "ora": 21:30 or "ora": 09 — a value without quotes running into the next character.
      if (before === offset - 1 && /[\d.]/.test(text[before])) {
        const { start, word } = bareWordAround(text, before);
        return {
          offset: start,
          message: `valore senza virgolette («${word}»): orari e date vanno tra virgolette, per esempio "21:30"`,
        };
      }
      return { offset: before + 1, message: "manca una virgola «,» tra due campi o tra due voci dell'elenco" };
    }
    case ParseErrorCode.CloseBraceExpected:
      return { offset, message: "manca una parentesi graffa di chiusura «}»" };
    case ParseErrorCode.CloseBracketExpected:
      return { offset, message: "manca una parentesi quadra di chiusura «]»" };
    case ParseErrorCode.EndOfFileExpected:
      return { offset, message: "c'è altro testo dopo la fine dei dati: forse una parentesi di chiusura di troppo" };
    case ParseErrorCode.InvalidCommentToken:
    case ParseErrorCode.UnexpectedEndOfComment:
      return { offset, message: "i commenti (// o /* */) non sono ammessi nei file JSON: cancellali" };
    case ParseErrorCode.UnexpectedEndOfString:
      return {
        offset,
        message: 'un testo non è chiuso: manca la virgoletta " finale, oppure il testo va a capo (un testo deve stare su una riga sola)',
      };
    case ParseErrorCode.InvalidUnicode:
    case ParseErrorCode.InvalidEscapeCharacter:
      return {
        offset,
        message: 'barra rovesciata \\ non valida dentro un testo: scrivi \\\\ per una barra rovesciata e \\" per una virgoletta',
      };
    case ParseErrorCode.InvalidCharacter:
      return { offset, message: "carattere non ammesso dentro un testo (a capo o tabulazione): scrivi il testo su una riga sola" };
    default:
      return { offset, message: "struttura non valida" };
  }
}

/** Keys that appear twice in one object: JSON.parse silently keeps the last one. */
function findDuplicateKeys(text: string, lineStarts: number[]): ParsedJson["duplicateKeys"] {
  const duplicates: ParsedJson["duplicateKeys"] = [];
  const seen: Set<string>[] = [];
  visit(
    text,
    {
      onObjectBegin: () => {
        seen.push(new Set());
      },
      onObjectEnd: () => {
        seen.pop();
      },
      onObjectProperty: (property, offset, _length, _line, _character, pathSupplier) => {
        const keys = seen[seen.length - 1];
        if (keys.has(property)) {
          duplicates.push({ path: [...pathSupplier(), property], line: positionOf(lineStarts, offset).line });
        }
        keys.add(property);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return duplicates;
}

/** Parses a data file's text; on failure the message starts with "JSON non valido alla riga …". */
export function parseJson(text: string): ParseOutcome {
  const lineStarts = lineStartsOf(text);
  const at = (offset: number, message: string): ParseOutcome => {
    const { line, column } = positionOf(lineStarts, offset);
    return { ok: false, message: `JSON non valido alla riga ${line}, colonna ${column}: ${message}` };
  };
  if (text.charCodeAt(0) === 0xfeff) {
    return at(0, "il file inizia con un carattere invisibile (BOM): salvalo di nuovo con la codifica «UTF-8» senza BOM");
  }
  if (text.trim() === "") return { ok: false, message: "il file è vuoto" };

  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0) {
    // Only the first error: the following ones are usually echoes of the same slip.
    const { offset, message } = explain(text, errors[0]);
    return at(offset, message);
  }
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, parsed: { value, tree, lineStarts, duplicateKeys: findDuplicateKeys(text, lineStarts) } };
  } catch (error) {
    // Should not happen after a clean jsonc-parser pass; keep the parser's own words as a last resort.
    const detail = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(detail);
    return position ? at(Number(position[1]), detail) : { ok: false, message: `JSON non valido: ${detail}` };
  }
}
