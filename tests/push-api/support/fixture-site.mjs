// A throw-away site folder for the notifications' suites: a home page and a fixture
// /eventi/notifiche.json of the contract's shape (src/events/push-file.ts), its ids made up and its
// last day computed from today, so that nothing depends on data/.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const isoDay = (daysFromToday) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/** The fixture's events with their sequenzas. */
export const FIXTURE_SEQUENZE = { "concerto-venerdi": 2, "talk-sabato": 0, "laboratorio-domenica": 1, "mostra-sabato": 0 };

export function pushFileFixture(ultimoGiorno = isoDay(30)) {
  return {
    sito: "Festival di prova",
    ultimoGiorno,
    luoghi: [{ nome: "Sala di prova", preposizione: "nella" }],
    eventi: Object.fromEntries(Object.entries(FIXTURE_SEQUENZE).map(([id, sequenza]) => [id, { titolo: `Evento ${id}`, sequenza, cambi: [] }])),
  };
}

/** Writes the folder; returns its path. */
export function fixtureSite(file = pushFileFixture()) {
  const dir = mkdtempSync(path.join(tmpdir(), "connessioni-push-site-"));
  mkdirSync(path.join(dir, "eventi"));
  writeFileSync(path.join(dir, "index.html"), '<!DOCTYPE html><html lang="it"><title>Prova</title><h1>Prova</h1></html>');
  writeFileSync(path.join(dir, "eventi", "notifiche.json"), JSON.stringify(file));
  return dir;
}
