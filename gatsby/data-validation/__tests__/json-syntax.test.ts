/** @jest-environment node */
import { parseJson } from "../json-syntax";

/** The message for a malformed text, or a failure if it parsed. */
function syntaxMessage(text: string): string {
  const outcome = parseJson(text);
  if (outcome.ok) throw new Error("expected a syntax error");
  return outcome.message;
}

describe("malformed JSON is located by line and column and explained in Italian", () => {
  it.each([
    [
      "a comma after the last field",
      '{\n  "ora": "21:30",\n}',
      "JSON non valido alla riga 2, colonna 17: virgola di troppo dopo l'ultimo campo: cancella la virgola prima di «}»",
    ],
    [
      "a comma after the last item",
      '[\n  "Talk",\n  "Concerti",\n]',
      "JSON non valido alla riga 3, colonna 13: virgola di troppo dopo l'ultima voce dell'elenco: cancella la virgola prima di «]»",
    ],
    [
      "a missing comma at the end of a line",
      '{\n  "ora": "21:30"\n  "luogo": "NUoVO"\n}',
      "JSON non valido alla riga 2, colonna 17: manca una virgola «,» tra due campi o tra due voci dell'elenco",
    ],
    [
      "typographic quotes from a word processor",
      '{\n  "titolo": “Prova”\n}',
      'JSON non valido alla riga 2, colonna 13: virgoletta tipografica «“» al posto della virgoletta dritta ": nei file JSON testi e nomi dei campi vanno tra virgolette dritte "…" (capita quando si copia da un programma di videoscrittura)',
    ],
    [
      "a time without quotes",
      '{\n  "ora": 21:30\n}',
      'JSON non valido alla riga 2, colonna 10: valore senza virgolette («21:30»): orari e date vanno tra virgolette, per esempio "21:30"',
    ],
    [
      "a text without quotes",
      '{\n  "luogo": NUoVO\n}',
      'JSON non valido alla riga 2, colonna 12: testo senza virgolette («NUoVO»): testi, orari e date vanno tra virgolette dritte, per esempio "NUoVO"; solo numeri, true, false e null si scrivono senza',
    ],
    [
      "single quotes",
      "{\n  \"luogo\": 'NUoVO'\n}",
      'JSON non valido alla riga 2, colonna 12: virgoletta semplice \' al posto della virgoletta doppia ": nei file JSON i testi vanno tra virgolette doppie "…"',
    ],
    [
      "a text that goes on a new line",
      '{\n  "descrizione": "prima riga\nseconda riga"\n}',
      'JSON non valido alla riga 2, colonna 18: un testo non è chiuso: manca la virgoletta " finale, oppure il testo va a capo (un testo deve stare su una riga sola)',
    ],
    ["a comment", "[\n  // da completare\n]", "JSON non valido alla riga 2, colonna 3: i commenti (// o /* */) non sono ammessi nei file JSON: cancellali"],
    ["a missing closing bracket", '[\n  {"ora": "21:30"}\n', "JSON non valido alla riga 3, colonna 1: manca una parentesi quadra di chiusura «]»"],
    [
      "an extra closing brace",
      '{"ora": "21:30"}\n}',
      "JSON non valido alla riga 2, colonna 1: c'è altro testo dopo la fine dei dati: forse una parentesi di chiusura di troppo",
    ],
    [
      "a byte order mark",
      '\ufeff{"ora": "21:30"}',
      "JSON non valido alla riga 1, colonna 1: il file inizia con un carattere invisibile (BOM): salvalo di nuovo con la codifica «UTF-8» senza BOM",
    ],
    ["an empty file", "  \n", "il file è vuoto"],
  ])("%s", (_case, text, message) => {
    expect(syntaxMessage(text)).toBe(message);
  });

  it("accepts valid JSON and reports fields written twice", () => {
    const outcome = parseJson('[\n  {\n    "ora": "10:30",\n    "ora": "11:00"\n  }\n]');
    expect(outcome.ok && outcome.parsed.value).toEqual([{ ora: "11:00" }]);
    expect(outcome.ok && outcome.parsed.duplicateKeys).toEqual([{ path: [0, "ora"], line: 4 }]);
  });
});
