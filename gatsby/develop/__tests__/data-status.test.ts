/** @jest-environment node */
import fs from "node:fs/promises";
import path from "node:path";
import { makeDataSet, removeDataSet } from "../../data-validation/__fixtures__/make-data-set";
import { DataStatusFeed, NO_PROBLEMS, readDataStatus, type DataStatus } from "../data-status";
import { heldBackNote, reportStatusChange } from "../status-report";

const broken: DataStatus = { errors: ["data/sito.json: JSON non valido alla riga 3, colonna 1: …"], warnings: [], heldBack: ["data/sito.json"] };

describe("readDataStatus: the data folder as the preview sees it", () => {
  let dir = "";
  afterEach(() => removeDataSet(dir));

  it("has no problems with valid data", async () => {
    dir = await makeDataSet();
    await expect(readDataStatus(dir, "data")).resolves.toEqual(NO_PROBLEMS);
  });

  it("names the file and line of a syntax slip, and holds that file back", async () => {
    dir = await makeDataSet();
    const file = path.join(dir, "sito.json");
    const lines = (await fs.readFile(file, "utf8")).split("\n");
    lines[1] = lines[1].replace(/,$/, "");
    await fs.writeFile(file, lines.join("\n"));
    const status = await readDataStatus(dir, "data");
    expect(status.errors).toEqual([expect.stringMatching(/^data\/sito\.json: JSON non valido alla riga 2, colonna \d+: manca una virgola/)]);
    expect(status.heldBack).toEqual(["data/sito.json"]);
  });

  it("does not hold back a readable file whose content disagrees with another file", async () => {
    dir = await makeDataSet({ edit: (data) => void (data.talks[1].evento = "zzzz0000") });
    const status = await readDataStatus(dir, "data");
    expect(status.errors).toHaveLength(1);
    expect(status.errors[0]).toMatch(/^data\/talks\.json › voce 2 .* › evento: nessun evento di data\/programma\.json ha il codice «zzzz0000»/);
    expect(status.heldBack).toEqual([]);
  });
});

describe("DataStatusFeed", () => {
  it("gives a new follower the current status at once", () => {
    const feed = new DataStatusFeed(
      async () => NO_PROBLEMS,
      () => undefined,
    );
    const seen: DataStatus[] = [];
    feed.subscribe((status) => seen.push(status));
    expect(seen).toEqual([NO_PROBLEMS]);
  });

  it("tells followers and the terminal about changes only", async () => {
    let next = broken;
    const changes: [DataStatus, DataStatus][] = [];
    const feed = new DataStatusFeed(
      async () => next,
      (status, previous) => changes.push([status, previous]),
    );
    const seen: DataStatus[] = [];
    const unsubscribe = feed.subscribe((status) => seen.push(status));
    await feed.refresh();
    await feed.refresh();
    next = NO_PROBLEMS;
    await feed.refresh();
    unsubscribe();
    next = broken;
    await feed.refresh();
    expect(seen).toEqual([NO_PROBLEMS, broken, NO_PROBLEMS]);
    expect(changes).toEqual([
      [broken, NO_PROBLEMS],
      [NO_PROBLEMS, broken],
      [broken, NO_PROBLEMS],
    ]);
  });

  it("starts from the status found at start-up, and prints only what changes after it", async () => {
    const warned = { ...NO_PROBLEMS, warnings: ["data/programma.json › …: avviso"] };
    const changes: DataStatus[] = [];
    const feed = new DataStatusFeed(
      async () => warned,
      (status) => changes.push(status),
      warned,
    );
    await feed.refresh();
    expect(feed.current).toBe(warned);
    expect(changes).toEqual([]);
  });

  it("checks again when a save arrives during a check, and ends on the latest state", async () => {
    const results = [broken, NO_PROBLEMS];
    let reads = 0;
    let release: () => void = () => undefined;
    const firstReadHeld = new Promise<void>((resolve) => (release = resolve));
    const feed = new DataStatusFeed(
      async () => {
        reads += 1;
        if (reads === 1) await firstReadHeld;
        return results[reads - 1] ?? NO_PROBLEMS;
      },
      () => undefined,
    );
    const first = feed.refresh();
    const second = feed.refresh();
    const third = feed.refresh();
    release();
    await Promise.all([first, second, third]);
    expect(reads).toBe(2);
    expect(feed.current).toEqual(NO_PROBLEMS);
  });
});

describe("reportStatusChange: the terminal", () => {
  const reporter = () => ({ error: jest.fn(), warn: jest.fn(), success: jest.fn() });

  it("prints every error in Italian, with the file the preview holds back", () => {
    const terminal = reporter();
    reportStatusChange(terminal, broken, NO_PROBLEMS);
    expect(terminal.error).toHaveBeenCalledWith(
      "C'è 1 errore nei dati del sito:\n\n" +
        `✖ ${broken.errors[0]}\n\n` +
        "Correggi e salva il file: l'anteprima si aggiorna da sola (aiuto: docs/guida-editori.md).\n" +
        "Finché non lo correggi, l'anteprima mostra l'ultima versione leggibile di data/sito.json.",
    );
  });

  it("says so when the data is correct again", () => {
    const terminal = reporter();
    reportStatusChange(terminal, NO_PROBLEMS, broken);
    expect(terminal.error).not.toHaveBeenCalled();
    expect(terminal.success).toHaveBeenCalledWith("Dati del sito corretti: l'anteprima mostra le ultime modifiche.");
  });

  it("prints each warning once, when it appears", () => {
    const terminal = reporter();
    const warned = { ...NO_PROBLEMS, warnings: ["a", "b"] };
    reportStatusChange(terminal, warned, { ...NO_PROBLEMS, warnings: ["a"] });
    expect(terminal.warn.mock.calls).toEqual([["b"]]);
  });

  it("names several held-back files in one sentence", () => {
    expect(heldBackNote(["data/sito.json", "data/talks.json"])).toBe(
      "\nFinché non li correggi, l'anteprima mostra l'ultima versione leggibile di: data/sito.json, data/talks.json.",
    );
    expect(heldBackNote([])).toBe("");
  });
});
