// How Decap CMS reads and writes our data files. Runs in the browser as an ES module (copied as it is
// into public/admin/), and in Jest. Plain JavaScript with no imports, so no bundler is needed at build
// time; json-file-format.d.ts gives TypeScript its types.
//
// Decap's own "json" format cannot be used: it needs an object at the root (our lists are arrays,
// decap-cms issue #531), writes no trailing newline, and Decap's Immutable maps lose the key order of
// objects with more than 8 keys. So:
// - parse: an array-root file becomes `{ items: [...] }` (the one list field of its collection);
// - serialize: the same array (or object) back, with keys in schema order, 2-space indent and a final
//   newline; fields left empty ("" or null) are dropped rather than written, and every part of the
//   value that equals a part of the file as it was read is written with its original text, so saving
//   an untouched entry changes nothing and an edit touches only the lines it changed.

/** Name of the list field that holds an array-root file's items in the CMS. */
export const ITEMS_FIELD = "items";

/**
 * @typedef {{ keys?: string[], properties?: Record<string, Shape>, items?: Shape }} Shape
 * The key order of a data file, from its JSON schema: `keys` and `properties` for objects, `items`
 * for arrays.
 */

/**
 * @typedef {object} SpanNode  a JSON value with where its text lies in the file
 * @property {number} start
 * @property {number} end
 * @property {unknown} value
 * @property {Map<string, SpanNode>} [members]
 * @property {SpanNode[]} [elements]
 */

const isPlainObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** Deep equality of JSON values; key order does not matter, as it does not for the data. */
export function jsonEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual(a[key], b[key]));
  }
  return false;
}

/**
 * Parses JSON text into values with their text spans. Written here (~50 lines) because the one
 * parser the site already uses for spans, jsonc-parser, is a CommonJS/UMD package that the browser
 * could not import without a bundling step. Returns null when the text is not strict JSON; the
 * caller has already parsed it with JSON.parse, which is the authority on what the file says.
 * @param {string} text
 * @returns {SpanNode | null}
 */
export function parseSpans(text) {
  let at = 0;
  const fail = () => {
    throw new SyntaxError(`JSON: unexpected character at ${at}`);
  };
  const skipSpace = () => {
    while (at < text.length && " \t\n\r".includes(text[at])) at += 1;
  };
  const readString = () => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    if (at >= text.length) fail();
    at += 1;
    return JSON.parse(text.slice(start, at));
  };
  /** @returns {SpanNode} */
  const readValue = () => {
    skipSpace();
    const start = at;
    const char = text[at];
    if (char === "{") {
      at += 1;
      const members = new Map();
      const value = {};
      skipSpace();
      if (text[at] === "}") at += 1;
      else {
        for (;;) {
          skipSpace();
          if (text[at] !== '"') fail();
          const key = readString();
          skipSpace();
          if (text[at] !== ":") fail();
          at += 1;
          const member = readValue();
          members.set(key, member);
          value[key] = member.value;
          skipSpace();
          if (text[at] === ",") at += 1;
          else if (text[at] === "}") {
            at += 1;
            break;
          } else fail();
        }
      }
      return { start, end: at, value, members };
    }
    if (char === "[") {
      at += 1;
      const elements = [];
      skipSpace();
      if (text[at] === "]") at += 1;
      else {
        for (;;) {
          elements.push(readValue());
          skipSpace();
          if (text[at] === ",") at += 1;
          else if (text[at] === "]") {
            at += 1;
            break;
          } else fail();
        }
      }
      return { start, end: at, value: elements.map((element) => element.value), elements };
    }
    if (char === '"') {
      const value = readString();
      return { start, end: at, value };
    }
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at, at + 64));
    if (!literal) fail();
    at += literal[0].length;
    return { start, end: at, value: JSON.parse(literal[0]) };
  };
  try {
    const root = readValue();
    skipSpace();
    return at === text.length ? root : null;
  } catch {
    return null;
  }
}

/** Removes fields the CMS leaves empty: an optional field is absent from our files, never "" or null. */
export function dropEmptyFields(value) {
  if (Array.isArray(value)) return value.map(dropEmptyFields);
  if (!isPlainObject(value)) return value;
  const result = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === "" || field === null || field === undefined) continue;
    result[key] = dropEmptyFields(field);
  }
  return result;
}

/**
 * Keys in the order the original object had them; a key it did not have goes where the schema puts it
 * (after the nearest key before it in the schema), so an optional field set in the CMS ("stato") is one
 * line added in its place; keys the schema does not know go last.
 */
function orderedKeys(value, shape, original) {
  const present = new Set(Object.keys(value));
  const schemaKeys = shape?.keys ?? [];
  const order = original?.members ? [...original.members.keys()] : [];
  for (const key of [...schemaKeys, ...Object.keys(value)]) {
    if (order.includes(key)) continue;
    const inSchema = schemaKeys.indexOf(key);
    let at = order.length;
    if (inSchema !== -1) {
      at = 0;
      for (let before = inSchema - 1; before >= 0; before -= 1) {
        const position = order.indexOf(schemaKeys[before]);
        if (position !== -1) {
          at = position + 1;
          break;
        }
      }
    }
    order.splice(at, 0, key);
  }
  return order.filter((key) => present.has(key));
}

/**
 * Writes `value` as JSON at nesting `depth`, reusing the text of `original` (the same place in the
 * file as it was read) wherever the value is unchanged.
 * @param {unknown} value
 * @param {Shape | undefined} shape
 * @param {SpanNode | undefined} original
 * @param {string} sourceText
 * @param {number} depth
 * @returns {string}
 */
function writeValue(value, shape, original, sourceText, depth) {
  if (original && jsonEqual(value, original.value)) return sourceText.slice(original.start, original.end);
  const inner = "  ".repeat(depth + 1);
  const outer = "  ".repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const originals = original?.elements ?? [];
    const used = new Set();
    const parts = value.map((item, index) => {
      // An unchanged item keeps its text even if items before it were added or removed.
      const same = originals.findIndex((candidate, at) => !used.has(at) && jsonEqual(item, candidate.value));
      if (same !== -1) used.add(same);
      const source = same !== -1 ? originals[same] : originals[index];
      return writeValue(item, shape?.items, source, sourceText, depth + 1);
    });
    // A list the file wrote on one line (e.g. ["OLLY", "Il Tre"]) stays on one line.
    const wasInline = original?.elements && !sourceText.slice(original.start, original.end).includes("\n");
    if (wasInline && value.every((item) => !isPlainObject(item) && !Array.isArray(item))) return `[${parts.join(", ")}]`;
    return `[\n${parts.map((part) => inner + part).join(",\n")}\n${outer}]`;
  }
  if (isPlainObject(value)) {
    const keys = orderedKeys(value, shape, original);
    if (keys.length === 0) return "{}";
    const parts = keys.map((key) => {
      const text = writeValue(value[key], shape?.properties?.[key], original?.members?.get(key), sourceText, depth + 1);
      return `${inner}${JSON.stringify(key)}: ${text}`;
    });
    return `{\n${parts.join(",\n")}\n${outer}}`;
  }
  return JSON.stringify(value);
}

/**
 * Reads a data file's text into the value the CMS edits.
 * @param {string} text
 * @param {"array" | "object"} root
 */
export function parseDataFile(text, root) {
  const value = JSON.parse(text);
  if (root === "array") {
    if (!Array.isArray(value)) throw new Error("Il file dovrebbe contenere un elenco tra parentesi quadre [ ].");
    return { [ITEMS_FIELD]: value };
  }
  return value;
}

/**
 * Writes the value the CMS saves back as the file's text.
 * @param {Record<string, unknown>} data  what Decap hands to the format
 * @param {"array" | "object"} root
 * @param {Shape} shape
 * @param {string} [previousText]  the file as it was read, so unchanged parts keep their text
 * @returns {string}
 */
export function serializeDataFile(data, root, shape, previousText) {
  const value = dropEmptyFields(root === "array" ? (data?.[ITEMS_FIELD] ?? []) : data);
  const original = previousText === undefined ? undefined : (parseSpans(previousText) ?? undefined);
  return `${writeValue(value, shape, original, previousText ?? "", 0)}\n`;
}

/**
 * A Decap custom format (`CMS.registerCustomFormat(name, "json", format)`) for one data file. It
 * remembers the last text it read, the file the volunteer is editing, to keep unchanged parts as
 * they were; that memory only affects formatting, never the values written.
 * @param {"array" | "object"} root
 * @param {Shape} shape
 */
export function createDataFileFormat(root, shape) {
  let lastText;
  return {
    fromFile(text) {
      const data = parseDataFile(text, root);
      lastText = text;
      return data;
    },
    toFile(data) {
      const text = serializeDataFile(data, root, shape, lastText);
      lastText = text;
      return text;
    },
  };
}
