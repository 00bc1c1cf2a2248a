/**
 * @jest-environment node
 */
import fs from "node:fs/promises";
import path from "node:path";
import { validateDataDir } from "../../../gatsby/data-validation";
import { loadBaseData, makeDataSet, removeDataSet } from "../../../gatsby/data-validation/__fixtures__/make-data-set";
import { argumentProblems, emptyProgramme, newEdition, parseArgs } from "../new-edition";

/** Every file under a folder with its bytes, to show that a refusal changes nothing. */
async function snapshot(dir: string, relative = ""): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(path.join(dir, relative), { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) Object.assign(files, await snapshot(dir, child));
    else files[child] = (await fs.readFile(path.join(dir, child))).toString("base64");
  }
  return files;
}

// Each data set is written and its images decoded (~2-4 s on a busy two-core machine): more than Jest's default 5 s.
jest.setTimeout(30_000);

const readJson = async (dir: string, file: string) => JSON.parse(await fs.readFile(path.join(dir, file), "utf8"));

describe("npm run nuova-edizione", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await removeDataSet(dir);
  });
  const dataSet = async (...args: Parameters<typeof makeDataSet>) => {
    const dir = await makeDataSet(...args);
    dirs.push(dir);
    return dir;
  };

  it("archives today's files with their images, rolls the site to the new dates, and leaves data that passes the check", async () => {
    const base = await loadBaseData();
    const oldYear = String(base.sito.edizione);
    const newYear = String(Number(oldYear) + 1);
    const dir = await dataSet();
    // A notice of the ended edition, linked to one of its events.
    const notice = { testo: "Porte aperte alle 21:00.", evento: base.programma[0].eventi[0].id, dal: `${oldYear}-09-12T18:00` };
    await fs.writeFile(path.join(dir, "avvisi.json"), `${JSON.stringify([notice], null, 2)}\n`);
    const before = await snapshot(dir);

    const outcome = await newEdition(dir, "data", { anno: newYear, dal: `${newYear}-09-30`, al: `${newYear}-10-02` });
    expect(outcome).toMatchObject({ ok: true, archived: `data/archivio/${oldYear}` });

    const archive = path.join(dir, "archivio", oldYear);
    for (const file of ["programma.json", "concerti.json", "talks.json"]) {
      expect(await fs.readFile(path.join(archive, file), "utf8")).toBe(Buffer.from(before[file], "base64").toString("utf8"));
    }
    // So the archived events keep their ids, and the archived concerts and talks still name them.
    const archivedIds = (await readJson(archive, "programma.json")).flatMap((day: { eventi: { id: string }[] }) => day.eventi.map((event) => event.id));
    expect(archivedIds).toEqual(base.programma.flatMap((day) => day.eventi.map((event) => event.id)));
    expect(archivedIds).toEqual(expect.arrayContaining([...base.concerti, ...base.talks].map((entry) => entry.evento)));
    // Every image the archived files name is in the archive, and gone from today's folder unless still named there.
    const after = await snapshot(dir);
    const archivedImages = outcome.ok ? outcome.moved : [];
    expect(archivedImages.length).toBeGreaterThan(0);
    for (const image of archivedImages) {
      expect(after[path.join("archivio", oldYear, image)]).toBe(before[image]);
      expect(after[image]).toBeUndefined();
    }

    expect(await readJson(dir, "programma.json")).toEqual([
      { giorno: "Mercoledì 30", data: `${newYear}-09-30`, eventi: [] },
      { giorno: "Giovedì 1", data: `${newYear}-10-01`, eventi: [] },
      { giorno: "Venerdì 2", data: `${newYear}-10-02`, eventi: [] },
    ]);
    expect(await readJson(dir, "concerti.json")).toEqual([]);
    expect(await readJson(dir, "talks.json")).toEqual([]);
    expect(await readJson(dir, "avvisi.json")).toEqual([]);
    const sito = await readJson(dir, "sito.json");
    expect([sito.edizione, sito.dataInizio, sito.dataFine]).toEqual([newYear, `${newYear}-09-30`, `${newYear}-10-02`]);
    expect(sito.orari.map((o: { giorno: string }) => o.giorno)).toEqual(["Mercoledì 30", "Giovedì 1", "Venerdì 2"]);
    const edizioni = await readJson(dir, "edizioni.json");
    expect(edizioni[0]).toMatchObject({ anno: Number(newYear), data: `30 settembre - 2 ottobre ${newYear}`, ospiti: [], stato: "upcoming" });
    expect(edizioni.filter((e: { stato: string }) => e.stato === "upcoming")).toHaveLength(1);
    expect(edizioni.find((e: { anno: number }) => e.anno === Number(oldYear)).stato).toBe("past");
    // What the volunteers still write, named by file.
    expect(outcome.ok && outcome.toWrite.join("\n")).toEqual(expect.stringContaining("data/edizioni.json"));

    const check = await validateDataDir(dir, { displayDir: "data" });
    expect(check).toMatchObject({ errors: [], warnings: [] });

    // A second run refuses, in Italian, and changes nothing.
    const rolled = await snapshot(dir);
    const again = await newEdition(dir, "data", { anno: newYear, dal: `${newYear}-09-30`, al: `${newYear}-10-02` });
    expect(again.ok).toBe(false);
    expect(again.ok ? "" : again.problems.join("\n")).toContain(`l'edizione ${newYear} c'è già`);
    expect(await snapshot(dir)).toEqual(rolled);
  });

  it("refuses bad dates and data with errors without touching a file", async () => {
    const base = await loadBaseData();
    const newYear = String(Number(base.sito.edizione) + 1);
    const broken = await dataSet({ raw: { "talks.json": "[" } });
    const before = await snapshot(broken);
    const refused = await newEdition(broken, "data", { anno: newYear, dal: `${newYear}-09-11`, al: `${newYear}-09-13` });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^data\/talks\.json/)]));
    expect(await snapshot(broken)).toEqual(before);

    const dir = await dataSet();
    const clean = await snapshot(dir);
    for (const dates of [
      { dal: `${newYear}-09-13`, al: `${newYear}-09-11` },
      { dal: `${newYear}-02-30`, al: `${newYear}-03-01` },
      { dal: `${Number(newYear) + 1}-09-11`, al: `${Number(newYear) + 1}-09-13` },
    ]) {
      const outcome = await newEdition(dir, "data", { anno: newYear, ...dates });
      expect([dates, outcome.ok]).toEqual([dates, false]);
    }
    expect(await snapshot(dir)).toEqual(clean);
  });

  it("reads its options and explains wrong ones in Italian", () => {
    expect(parseArgs(["--anno", "2026", "--dal=2026-09-11", "--al", "2026-09-13"])).toEqual({
      args: { anno: "2026", dal: "2026-09-11", al: "2026-09-13" },
      problems: [],
    });
    expect(parseArgs(["--anno", "2026", "--giorni=3"]).problems).toEqual([
      "opzione sconosciuta «--giorni=3»: servono --anno, --dal e --al",
      "manca --dal",
      "manca --al",
    ]);
    expect(argumentProblems({ anno: "26", dal: "2026-09-11", al: "2026-09-13" })[0]).toMatch(/^--anno 26: deve essere un anno/);
    expect(argumentProblems({ anno: "2026", dal: "2026-09-01", al: "2026-09-30" })[0]).toMatch(/30 giorni/);
  });

  it("names the new days in Italian", () => {
    expect(emptyProgramme(["2026-09-11", "2026-09-12", "2026-09-13"]).map((d) => d.giorno)).toEqual(["Venerdì 11", "Sabato 12", "Domenica 13"]);
  });
});
