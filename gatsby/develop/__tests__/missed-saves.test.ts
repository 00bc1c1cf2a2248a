/** @jest-environment node */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MissedSaves } from "../missed-saves";

describe("MissedSaves: a save Gatsby's watcher dropped is read again", () => {
  let dir = "";
  let file = "";
  const loaded = new Map<string, string>();
  const texts = { loaded: () => loaded };
  const longAgo = new Date("2020-01-01T00:00:00Z");
  const mtime = async () => (await fs.stat(file)).mtimeMs;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "missed-saves-"));
    file = path.join(dir, "sito.json");
    await fs.writeFile(file, '{ "nome": "nuovo" }\n');
    await fs.utimes(file, longAgo, longAgo);
    loaded.clear();
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it("leaves a file alone when Gatsby read what is on disk", async () => {
    loaded.set(file, '{ "nome": "nuovo" }\n');
    expect(await new MissedSaves(texts).touch()).toEqual([]);
    expect(await mtime()).toBe(longAgo.getTime());
  });

  it("touches a file Gatsby read half-written (empty), without changing its text", async () => {
    loaded.set(file, "");
    expect(await new MissedSaves(texts).touch()).toEqual([file]);
    expect(await mtime()).toBeGreaterThan(longAgo.getTime());
    expect(await fs.readFile(file, "utf8")).toBe('{ "nome": "nuovo" }\n');
  });

  it("touches once per text on disk, so a file Gatsby cannot read the same never loops", async () => {
    loaded.set(file, '{ "nome": "vecchio" }\n');
    const missed = new MissedSaves(texts);
    expect(await missed.touch()).toEqual([file]);
    expect(await missed.touch()).toEqual([]);
    await fs.writeFile(file, '{ "nome": "ancora nuovo" }\n');
    expect(await missed.touch()).toEqual([file]);
  });

  it("skips a file that is gone", async () => {
    loaded.set(path.join(dir, "talks.json"), "[]\n");
    expect(await new MissedSaves(texts).touch()).toEqual([]);
  });
});
