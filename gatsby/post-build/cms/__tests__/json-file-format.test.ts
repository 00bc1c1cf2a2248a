/** @jest-environment node */
import { createDataFileFormat, dropEmptyFields, parseDataFile, parseSpans, serializeDataFile, type Shape } from "../admin/json-file-format";

// A fixture, not the volunteers' data: the format is tested on shapes, never on today's content.
const eventShape: Shape = {
  items: { keys: ["titolo", "ora", "ospiti", "nota"], properties: { ospiti: { items: {} } } },
};
const canonical = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

describe("parseDataFile", () => {
  it("wraps an array-root file in the CMS's items field", () => {
    expect(parseDataFile('[{"titolo": "A"}]\n', "array")).toEqual({ items: [{ titolo: "A" }] });
  });

  it("keeps an object-root file as it is", () => {
    expect(parseDataFile('{"nome": "X"}', "object")).toEqual({ nome: "X" });
  });

  it("refuses an array file that holds an object, in Italian", () => {
    expect(() => parseDataFile("{}", "array")).toThrow(/elenco tra parentesi quadre/);
  });
});

describe("serializeDataFile", () => {
  it("writes the array back with 2-space indent and a final newline", () => {
    const items = [{ titolo: "A", ora: "10:30", ospiti: ["X", "Y"] }];
    expect(serializeDataFile({ items }, "array", eventShape)).toBe(canonical(items));
  });

  it("writes keys in schema order whatever order the CMS hands them in", () => {
    const text = serializeDataFile({ items: [{ ospiti: [], ora: "10:30", titolo: "A" }] }, "array", eventShape);
    expect(Object.keys(JSON.parse(text)[0])).toEqual(["titolo", "ora", "ospiti"]);
  });

  it("adds an optional field where the schema puts it: one line more, none rewritten", () => {
    const original = '[\n  {\n    "titolo": "A",\n    "ora": "10:30",\n    "ospiti": []\n  }\n]\n';
    const data = parseDataFile(original, "array") as { items: Record<string, unknown>[] };
    data.items[0].nota = "annullato";
    expect(serializeDataFile(data, "array", eventShape, original)).toBe(original.replace('"ospiti": []\n', '"ospiti": [],\n    "nota": "annullato"\n'));
    const reordered = '[\n  {\n    "ospiti": [],\n    "titolo": "A"\n  }\n]\n';
    const moved = parseDataFile(reordered, "array") as { items: Record<string, unknown>[] };
    moved.items[0].ora = "10:30";
    // A file's own order stays; the new key follows its schema predecessor.
    expect(serializeDataFile(moved, "array", eventShape, reordered)).toBe(reordered.replace('"titolo": "A"\n', '"titolo": "A",\n    "ora": "10:30"\n'));
  });

  it('drops optional fields the CMS leaves empty instead of writing "" or null', () => {
    const text = serializeDataFile({ items: [{ titolo: "A", ora: "10:30", nota: "", extra: null }] }, "array", eventShape);
    expect(JSON.parse(text)).toEqual([{ titolo: "A", ora: "10:30" }]);
    expect(text).not.toMatch(/""|null/);
  });

  it("keeps an empty list, which is data (a day with no events)", () => {
    expect(JSON.parse(serializeDataFile({ items: [{ titolo: "A", ospiti: [] }] }, "array", eventShape))).toEqual([{ titolo: "A", ospiti: [] }]);
  });

  it("writes an untouched file back byte for byte, whatever its layout", () => {
    const original = '[\n  {\n    "ora": "10:30",\n    "titolo": "A",\n    "ospiti": ["X", "Y"]\n  },\n  {"titolo": "B"}\n]\n';
    const data = parseDataFile(original, "array");
    expect(serializeDataFile(data, "array", eventShape, original)).toBe(original);
  });

  it("changes only the lines of the edited value", () => {
    const original = canonical([
      { titolo: "A", ora: "10:30", ospiti: ["X"] },
      { titolo: "B", ora: "21:00", ospiti: ["Y"] },
    ]);
    const data = parseDataFile(original, "array") as { items: Array<Record<string, unknown>> };
    data.items[1].ora = "21:30";
    const written = serializeDataFile(data, "array", eventShape, original);
    expect(written).toBe(original.replace('"21:00"', '"21:30"'));
  });

  it("keeps the other items' text when one is removed or added", () => {
    const original = '[\n  {"titolo": "A"},\n  {"titolo": "B"},\n  {"titolo": "C"}\n]\n';
    const data = parseDataFile(original, "array") as { items: unknown[] };
    expect(serializeDataFile({ items: [data.items[0], data.items[2]] }, "array", eventShape, original)).toBe('[\n  {"titolo": "A"},\n  {"titolo": "C"}\n]\n');
    const added = serializeDataFile({ items: [...data.items, { titolo: "D" }] }, "array", eventShape, original);
    expect(added).toBe('[\n  {"titolo": "A"},\n  {"titolo": "B"},\n  {"titolo": "C"},\n  {\n    "titolo": "D"\n  }\n]\n');
  });

  it("keeps a one-line list on one line when an item is added to it", () => {
    const original = '[\n  {\n    "titolo": "A",\n    "ospiti": ["X", "Y"]\n  }\n]\n';
    const data = parseDataFile(original, "array") as { items: Array<{ ospiti: string[] }> };
    data.items[0].ospiti.push("Z");
    expect(serializeDataFile(data, "array", eventShape, original)).toBe(original.replace('"Y"]', '"Y", "Z"]'));
  });

  it("keeps an object-root file's own key order and escapes text as JSON does", () => {
    const original = '{\n  "b": "«Ciao» \\"x\\" \\u00e8",\n  "a": 1\n}\n';
    const data = parseDataFile(original, "object");
    expect(serializeDataFile({ ...data, a: 2 }, "object", { keys: ["a", "b"] }, original)).toBe('{\n  "b": "«Ciao» \\"x\\" \\u00e8",\n  "a": 2\n}\n');
  });

  it("falls back to the standard layout when the earlier text is not JSON", () => {
    expect(serializeDataFile({ items: [{ titolo: "A" }] }, "array", eventShape, "not json")).toBe(canonical([{ titolo: "A" }]));
  });
});

describe("parseSpans", () => {
  it("agrees with JSON.parse on values", () => {
    const text = '{"a": [1, -2.5e3, true, false, null, "x\\n\\"y"], "b": {}, "c": []}';
    expect(parseSpans(text)?.value).toEqual(JSON.parse(text));
  });

  it("returns null for text that is not strict JSON", () => {
    for (const text of ['{"a": 1,}', "[1 2]", '{"a" 1}', "[1] x", '"open']) expect(parseSpans(text)).toBeNull();
  });
});

describe("dropEmptyFields", () => {
  it("reaches nested objects and lists", () => {
    expect(dropEmptyFields({ a: [{ b: "", c: 1 }], d: { e: null, f: false } })).toEqual({ a: [{ c: 1 }], d: { f: false } });
  });
});

describe("createDataFileFormat", () => {
  it("saves what it read unchanged, and remembers what it wrote", () => {
    const format = createDataFileFormat("array", eventShape);
    const original = '[{"titolo": "A"}]\n';
    const data = format.fromFile(original);
    expect(format.toFile(data)).toBe(original);
    const edited = format.toFile({ items: [{ titolo: "B" }] });
    expect(format.toFile({ items: [{ titolo: "B" }] })).toBe(edited);
  });
});
