/** @jest-environment node */
import fs from "node:fs/promises";
import path from "node:path";
import { newEdition } from "../../../scripts/nuova-edizione/new-edition";
import { loadBaseData, makeDataSet, removeDataSet } from "../__fixtures__/make-data-set";
import { validateDataDir } from "../validate-data-dir";

jest.setTimeout(30_000);

/**
 * data/archivio/<anno>/ is checked like today's files, with the same messages naming file, entry and
 * field. The archive is made the way volunteers make it: the rollover command on the fixture data.
 */
describe("archived editions in data/archivio", () => {
  let dir = "";
  let oldYear = "";
  let archive = "";
  const pristine: Record<string, string> = {};
  const files = ["programma.json", "concerti.json", "talks.json"];

  beforeAll(async () => {
    const base = await loadBaseData();
    oldYear = String(base.sito.edizione);
    const newYear = String(Number(oldYear) + 1);
    dir = await makeDataSet();
    const outcome = await newEdition(dir, "data", { anno: newYear, dal: `${newYear}-09-11`, al: `${newYear}-09-13` });
    if (!outcome.ok) throw new Error(outcome.problems.join("\n"));
    archive = path.join(dir, "archivio", oldYear);
    for (const file of files) pristine[file] = await fs.readFile(path.join(archive, file), "utf8");
  });
  afterEach(async () => {
    for (const file of files) await fs.writeFile(path.join(archive, file), pristine[file]);
  });
  afterAll(() => removeDataSet(dir));

  const editArchive = async (file: string, edit: (value: Record<string, unknown>[]) => void) => {
    const value = JSON.parse(pristine[file]);
    edit(value);
    await fs.writeFile(path.join(archive, file), JSON.stringify(value, null, 2));
  };

  it("accepts an archive made by the rollover", async () => {
    await expect(validateDataDir(dir, { displayDir: "data" })).resolves.toMatchObject({ errors: [], warnings: [] });
  });

  it("names the archived file, entry and field of a schema problem", async () => {
    const concerts = JSON.parse(pristine["concerti.json"]);
    await editArchive("concerti.json", (value) => void (value[0].ticketLink = "http://tickets.example"));
    const { errors } = await validateDataDir(dir, { displayDir: "data" });
    expect(errors).toEqual([expect.stringContaining(`data/archivio/${oldYear}/concerti.json › voce 1 (“${concerts[0].artista}”) › ticketLink:`)]);
  });

  it("refuses a date of another year, and a missing image", async () => {
    await editArchive("programma.json", (value) => void (value[0].data = `${Number(oldYear) + 1}${String(value[0].data).slice(4)}`));
    await editArchive("talks.json", (value) => void (value[1].immagine = "immagini/talks/non-esiste.png"));
    const { errors } = await validateDataDir(dir, { displayDir: "data" });
    const talks = JSON.parse(pristine["talks.json"]);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^data/archivio/${oldYear}/programma\\.json › voce 1 .* › data: .* non è del ${oldYear}`)),
        expect.stringContaining(`data/archivio/${oldYear}/talks.json › voce 2 (“${talks[1].titolo}”) › immagine:`),
      ]),
    );
  });

  it("keeps the archived events' ids and references: a repeated id or a reference to no event is refused there too", async () => {
    await editArchive("programma.json", (value) => {
      const eventi = value[0].eventi as { id: string }[];
      eventi[1].id = eventi[0].id;
    });
    const { errors } = await validateDataDir(dir, { displayDir: "data" });
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^data/archivio/${oldYear}/programma\\.json › voce 1 .* › evento 2 .* › id: il codice «[a-z0-9]+» è già di`)),
        expect.stringMatching(
          new RegExp(`^data/archivio/${oldYear}/talks\\.json › voce 2 .* › evento: nessun evento di data/archivio/${oldYear}/programma\\.json ha il codice`),
        ),
      ]),
    );
  });

  it("refuses a control character in an archived text, naming the archived file", async () => {
    await editArchive("talks.json", (value) => void (value[1].speaker = `${String(value[1].speaker)}\u000B`));
    const { errors } = await validateDataDir(dir, { displayDir: "data" });
    const talks = JSON.parse(pristine["talks.json"]);
    expect(errors).toEqual([
      expect.stringContaining(`data/archivio/${oldYear}/talks.json › voce 2 (“${talks[1].titolo}”) › speaker: il testo contiene un a capo manuale di Word`),
    ]);
  });

  it("asks for the archived year's edition in edizioni.json", async () => {
    const edizioniFile = path.join(dir, "edizioni.json");
    const edizioni = await fs.readFile(edizioniFile, "utf8");
    try {
      await fs.writeFile(
        edizioniFile,
        JSON.stringify(
          JSON.parse(edizioni).filter((e: { anno: number }) => String(e.anno) !== oldYear),
          null,
          2,
        ),
      );
      const { errors } = await validateDataDir(dir, { displayDir: "data" });
      expect(errors).toEqual([expect.stringMatching(new RegExp(`^data/edizioni\\.json: c'è l'archivio dell'edizione ${oldYear}`))]);
    } finally {
      await fs.writeFile(edizioniFile, edizioni);
    }
  });

  it("only takes year folders in data/archivio", async () => {
    await fs.mkdir(path.join(dir, "archivio", "vecchio"));
    try {
      const { errors } = await validateDataDir(dir, { displayDir: "data" });
      expect(errors).toEqual([expect.stringMatching(/^data\/archivio\/vecchio: in questa cartella vanno solo cartelle con il nome di un anno/)]);
    } finally {
      await fs.rmdir(path.join(dir, "archivio", "vecchio"));
    }
  });
});
