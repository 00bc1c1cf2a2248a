/** @jest-environment node */
import fs from "node:fs/promises";
import path from "node:path";
import { check, CONCERTO_1 } from "../__fixtures__/check-data-set";

/** Whole files: malformed, missing, stray; and how problems are listed. The data check on a fixture data folder with one change. */

// Each check writes and decodes a data folder of images as large as the site needs (~2 s on a busy
// two-core machine): more than Jest's default 5 s would allow under load.
jest.setTimeout(30_000);

describe("files", () => {
  it("reports a malformed file with line and column, and still checks the others", async () => {
    const { errors } = await check({
      raw: { "talks.json": '[\n  {\n    "titolo": "Prova",\n  }\n]\n' },
      edit: (data) => void (data.concerti[0].ticketLink = "http://example.com"),
    });
    expect(errors).toEqual([
      `${CONCERTO_1} › ticketLink: deve essere un indirizzo https (trovato "http://example.com") · riga 8`,
      "data/talks.json: JSON non valido alla riga 3, colonna 22: virgola di troppo dopo l'ultimo campo: cancella la virgola prima di «}»",
    ]);
  });

  it("reports a missing data file", async () => {
    const { errors } = await check({ after: (dir) => fs.rm(path.join(dir, "edizioni.json")) });
    expect(errors).toEqual(["data/edizioni.json: file mancante: il sito ne ha bisogno"]);
  });

  it("reports a field written twice in one entry", async () => {
    const { errors } = await check({
      raw: { "concerti.json": '[{"artista": "A", "artista": "B"}]' },
    });
    expect(errors[0]).toBe("data/concerti.json › voce 1 (“B”) › artista: il campo «artista» compare due volte nella stessa voce: tienine uno solo · riga 1");
  });

  it("checks stray JSON files, which Gatsby would read too", async () => {
    const broken = await check({ raw: { "concerti copia.json": "[1,]" } });
    expect(broken.errors).toEqual([
      "data/concerti copia.json: JSON non valido alla riga 1, colonna 3: virgola di troppo dopo l'ultima voce dell'elenco: cancella la virgola prima di «]» (anche questo file viene letto dal sito)",
    ]);
    const valid = await check({ raw: { "concerti copia.json": "[]" } });
    expect(valid).toMatchObject({
      errors: [],
      warnings: ["data/concerti copia.json: file non previsto: il sito non lo usa (è forse una copia da cancellare?)"],
    });
  });

  it("gives file and line apart too, for annotations on a pull request", async () => {
    const { located } = await check({ edit: (data) => void (data.concerti[0].ticketLink = "javascript:alert(1)") });
    expect(located).toEqual([
      {
        severity: "error",
        file: "data/concerti.json",
        line: 8,
        text: `${CONCERTO_1} › ticketLink: deve essere un indirizzo https (trovato "javascript:alert(1)") · riga 8`,
      },
    ]);
  });

  it("reports every problem at once, across files", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.concerti[0].ticketLink = "javascript:alert(1)";
        data.talks[2].gratuito = "sì";
        data.edizioni[1].stato = "upcoming";
        data.sito.email[2] = "stampa";
      },
    });
    expect(errors.map((line) => line.split(" › ")[0])).toEqual(["data/sito.json", "data/concerti.json", "data/talks.json", "data/edizioni.json"]);
  });
});
