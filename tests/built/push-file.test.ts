import fs from "node:fs";
import path from "node:path";
import type { PushFile } from "../../src/events/push-file";
import type { EventChanges } from "../../src/events/event-record";
import { PUBLIC_DIR, readData } from "./read-built-site";

/**
 * public/eventi/notifiche.json (issue 44), the file the site's functions and the sending command read,
 * checked against the build's data and its record of changes: whatever the content and the history.
 */
const readPublic = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")) as T;
const file = readPublic<PushFile>("eventi/notifiche.json");
const record = readPublic<EventChanges>("eventi/modifiche.json");
const sito = readData<{ nome: string; dataFine: string }>("sito.json");
const luoghi = readData<{ nome: string; preposizione?: string }[]>("luoghi.json");
const programma = readData<{ data: string; eventi: { id: string; titolo: string }[] }[]>("programma.json");
const events = programma.flatMap((day) => day.eventi);

describe("public/eventi/notifiche.json", () => {
  it("names the festival and its last day as sito.json does", () => {
    expect(file.sito).toBe(sito.nome);
    expect(file.ultimoGiorno).toBe(sito.dataFine);
    expect(file.ultimoGiorno).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("holds luoghi.json's venues with their prepositions", () => {
    expect(file.luoghi).toEqual(luoghi.map(({ nome, preposizione }) => (preposizione ? { nome, preposizione } : { nome })));
  });

  it("lists every event of the current edition by id, with its title", () => {
    expect(Object.keys(file.eventi).sort()).toEqual(events.map((event) => event.id).sort());
    for (const event of events) expect([event.id, file.eventi[event.id].titolo]).toEqual([event.id, event.titolo]);
  });

  it("gives each event the record's sequence and changes, or none without a history", () => {
    for (const event of events) {
      const entry = record.eventi[event.id];
      const expected = record.storia && entry ? { sequenza: entry.sequenza, cambi: entry.cambi } : { sequenza: 0, cambi: [] };
      const { sequenza, cambi } = file.eventi[event.id];
      expect([event.id, { sequenza, cambi }]).toEqual([event.id, expected]);
    }
  });
});
