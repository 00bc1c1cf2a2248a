/** @jest-environment node */
import { loadBaseData, makeDataSet, removeDataSet, type DataSetOptions } from "../__fixtures__/make-data-set";
import { fileTextProblems } from "../file-text-problems";
import { validateDataDir, type ValidationResult } from "../validate-data-dir";

// Writing and decoding a fixture folder of images takes a few seconds on a busy machine.
jest.setTimeout(30_000);

async function check(options: DataSetOptions): Promise<ValidationResult> {
  const dir = await makeDataSet(options);
  try {
    return await validateDataDir(dir, { displayDir: "data" });
  } finally {
    await removeDataSet(dir);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("characters no text field may hold", () => {
  it("names file, entry and field of each, in Italian, and says where in the text it is", async () => {
    const base = await loadBaseData();
    const talk = String(base.talks[1].titolo);
    const day = String(base.programma[0].giorno);
    const { errors } = await check({
      edit: (data) => {
        data.talks[1].speaker = `Una voce\u000Bdue voci`; // Word's manual line break
        data.programma[0].eventi[0].titolo = "Prima parte\nseconda parte";
        data.sito.nome = `\u0085${String(data.sito.nome)}`; // C1, often from a Windows-1252 mix-up
        data.sito.tags = ["Talk\u0007"];
      },
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/sito\.json › nome: il testo contiene un carattere di controllo invisibile \(U\+0085\) all'inizio del testo, che il sito non può pubblicare: cancellalo/,
      ),
      expect.stringMatching(/^data\/sito\.json › tags › voce 1: il testo contiene un carattere di controllo invisibile \(U\+0007\) dopo «Talk»/),
      expect.stringMatching(
        new RegExp(
          `^data/programma\\.json › voce 1 \\(“${escape(day)}”\\) › evento 1 \\(“Prima parte seconda parte”\\) › titolo: questo campo va su una riga sola, ma il testo contiene un a capo dopo «Prima parte»: sostituiscilo con uno spazio · riga \\d+$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^data/talks\\.json › voce 2 \\(“${escape(talk)}”\\) › speaker: il testo contiene un a capo manuale di Word \\(tabulazione verticale, U\\+000B\\) dopo «Una voce», che il sito non può pubblicare`,
        ),
      ),
    ]);
  });

  it("lets a description hold lines ended by \\n or \\r\\n, but not a lone \\r nor a tab", async () => {
    const accepted = await check({
      edit: (data) => {
        data.concerti[0].descrizione = "Prima riga.\nSeconda riga.\r\nTerza riga.";
        data.luoghi[0].descrizione = "Teatro\ncon due righe";
      },
    });
    expect(accepted).toMatchObject({ errors: [], warnings: [] });

    const { errors } = await check({
      edit: (data) => {
        data.concerti[0].descrizione = "Prima riga.\rSeconda riga.";
        data.talks[0].descrizione = "Colonna\tcolonna\tcolonna";
      },
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/concerti\.json › voce 1 .* › descrizione: il testo contiene un ritorno carrello da solo \(U\+000D\) dopo «Prima riga\.», che il sito/,
      ),
      expect.stringMatching(
        /^data\/talks\.json › voce 1 .* › descrizione: il testo contiene una tabulazione dopo «Colonna» \(2 in tutto in questo campo\), che il sito/,
      ),
    ]);
  });

  it("leaves a value the schema refused to the schema's message", async () => {
    const { errors } = await check({ edit: (data) => void (data.programma[0].eventi[0].ora = "21:30\u000B") });
    expect(errors).toEqual([expect.stringContaining("› ora: deve essere un orario nel formato HH:MM")]);
  });

  it("refuses half a surrogate pair, and keeps emoji and right-to-left marks", async () => {
    const text = (value: string) => JSON.stringify([{ testo: value, dal: "2025-09-13T18:00" }]);
    expect(fileTextProblems("avvisi.json", text("Porte aperte 🎉 \u200F\u202Bمرحبا\u202C"), "data")).toEqual([]);
    expect(fileTextProblems("avvisi.json", text("Porte aperte \uD83C"), "data")).toEqual([
      expect.stringMatching(
        /^data\/avvisi\.json › voce 1 .* › testo: il testo contiene mezzo carattere \(U\+D83C, la metà di una coppia di surrogati\) dopo «Porte aperte », che il sito/,
      ),
    ]);
  });
});
