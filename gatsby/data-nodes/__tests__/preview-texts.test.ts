/** @jest-environment node */
import fs from "node:fs/promises";
import path from "node:path";
import { PreviewTexts } from "../preview-texts";

const BASE = path.join(__dirname, "../../data-validation/__fixtures__/base");
const sito = { absolutePath: "/sito/data/sito.json", relativePath: "sito.json" };

describe("PreviewTexts: what the live preview builds a data file's nodes from", () => {
  let valid = "";
  beforeAll(async () => {
    valid = await fs.readFile(path.join(BASE, "sito.json"), "utf8");
  });

  it("takes a readable text and remembers it", () => {
    const texts = new PreviewTexts();
    expect(texts.choose(sito, valid)).toBe(valid);
    expect(texts.choose(sito, valid.replace(/,\n/, "\n"))).toBe(valid);
  });

  it("keeps the last readable text after a syntax slip", () => {
    const texts = new PreviewTexts();
    texts.remember(sito.absolutePath, valid);
    expect(texts.choose(sito, valid.replace(/,\n/, "\n"))).toBe(valid);
  });

  it("keeps the last readable text when the schema rejects a value", () => {
    const texts = new PreviewTexts();
    texts.remember(sito.absolutePath, valid);
    const parsed = JSON.parse(valid) as Record<string, unknown>;
    expect(texts.choose(sito, JSON.stringify({ ...parsed, telefoni: "0171 123456" }))).toBe(valid);
  });

  it("takes the corrected text once the file is fixed", () => {
    const texts = new PreviewTexts();
    texts.remember(sito.absolutePath, valid);
    const corrected = valid.replace(/\n/, "\n  \n");
    expect(texts.choose(sito, "{")).toBe(valid);
    expect(texts.choose(sito, corrected)).toBe(corrected);
    expect(texts.choose(sito, "{")).toBe(corrected);
  });

  it("has nothing to offer for a file never read correctly", () => {
    expect(new PreviewTexts().choose(sito, "{")).toBeUndefined();
  });

  it("only asks another JSON file under the data folder to parse", () => {
    const other = { absolutePath: "/sito/data/immagini/elenco.json", relativePath: "immagini/elenco.json" };
    const texts = new PreviewTexts();
    expect(texts.choose(other, '{"qualsiasi": 1}')).toBe('{"qualsiasi": 1}');
    expect(texts.choose(other, '{"qualsiasi": 1,}')).toBe('{"qualsiasi": 1}');
  });

  it("records the text Gatsby last handed over, readable or not", () => {
    const texts = new PreviewTexts();
    texts.choose(sito, valid);
    texts.choose(sito, "");
    expect(texts.loaded().get(path.resolve(sito.absolutePath))).toBe("");
  });
});
