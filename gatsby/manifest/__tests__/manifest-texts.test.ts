/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { manifestTexts } from "../manifest-texts";

function dataDirWith(sitoText: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-manifest-"));
  fs.writeFileSync(path.join(dir, "sito.json"), sitoText);
  return dir;
}

const dirs: string[] = [];
const withSito = (text: string) => {
  const dir = dataDirWith(text);
  dirs.push(dir);
  return manifestTexts(dir);
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("manifestTexts", () => {
  it("names the app after the edition and describes it with the tagline and the dates", () => {
    const sito = { nome: "Incroci", edizione: "2031", tagline: "Il festival delle idee", dataInizio: "2031-09-30", dataFine: "2031-10-02" };
    expect(withSito(JSON.stringify(sito))).toEqual({
      name: "Incroci 2031 · Il festival delle idee",
      short_name: "Incroci",
      description: "Il festival delle idee, 30 settembre - 2 ottobre 2031.",
    });
  });

  it("does not fail the config on a broken sito.json: the data check reports it in Italian next", () => {
    for (const text of [
      '{ "nome": ',
      JSON.stringify({ nome: "Incroci" }),
      JSON.stringify({ nome: "I", edizione: "1", tagline: "t", dataInizio: "2031-13-40", dataFine: "x" }),
    ]) {
      expect(withSito(text).short_name).toBe("Festival");
    }
    expect(manifestTexts(path.join(os.tmpdir(), "connessioni-nessuna-cartella")).short_name).toBe("Festival");
  });
});
