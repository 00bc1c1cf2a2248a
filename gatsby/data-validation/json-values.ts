/** Small helpers to read parsed JSON (typed `unknown`) without casts. */
export type JsonObject = Record<string, unknown>;
export type JsonPath = (string | number)[];

export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at a path, or undefined if any step is missing. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let current: unknown = root;
  for (const step of path) {
    if (typeof step === "number") {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (!isObject(current)) return undefined;
      current = current[step];
    }
  }
  return current;
}

/** JSON Pointer of a path, the form ajv uses in `instancePath`. */
export const toPointer = (path: JsonPath): string => path.map((step) => "/" + String(step).replace(/~/g, "~0").replace(/\//g, "~1")).join("");

/** Path of a JSON Pointer; numeric steps inside arrays become numbers. */
export function fromPointer(pointer: string, root: unknown): JsonPath {
  if (pointer === "") return [];
  const path: JsonPath = [];
  let current: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    const step = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current) && /^\d+$/.test(step)) {
      const index = Number(step);
      path.push(index);
      current = current[index];
    } else {
      path.push(step);
      current = isObject(current) ? current[step] : undefined;
    }
  }
  return path;
}

/** A found value as a volunteer would recognise it in the file: "21.30", 2025, true, null. */
export function describeFound(value: unknown): string {
  if (typeof value === "string") {
    const shown = value.length > 80 ? `${value.slice(0, 77)}…` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "null";
  if (Array.isArray(value)) return "un elenco [ … ]";
  if (isObject(value)) return "un oggetto { … }";
  return "niente";
}

export function quoteList(values: readonly string[]): string {
  return values.map((value) => `«${value}»`).join(", ");
}
