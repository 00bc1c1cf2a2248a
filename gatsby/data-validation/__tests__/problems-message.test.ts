/** @jest-environment node */
import { problemsMessage } from "../problems-message";

const lines = ["data/sito.json: JSON non valido alla riga 3, colonna 4: …", "data/talks.json › voce 2 › ora: …"];

describe("problemsMessage", () => {
  it("stops a build, naming every problem", () => {
    expect(problemsMessage(lines, "build")).toBe(
      "Ci sono 2 errori nei dati del sito, quindi il sito non viene pubblicato:\n\n" +
        `✖ ${lines[0]}\n✖ ${lines[1]}\n\n` +
        "Correggi i file indicati (aiuto: docs/guida-editori.md) e controlla con «npm run check:data».",
    );
  });

  it("says the live preview does not start", () => {
    expect(problemsMessage(lines.slice(0, 1), "develop-start")).toMatch(/^C'è 1 errore nei dati del sito, quindi l'anteprima non parte:\n\n✖ /);
  });

  it("tells a volunteer in the running preview to save the fix", () => {
    expect(problemsMessage(lines.slice(0, 1), "develop")).toBe(
      `C'è 1 errore nei dati del sito:\n\n✖ ${lines[0]}\n\nCorreggi e salva il file: l'anteprima si aggiorna da sola (aiuto: docs/guida-editori.md).`,
    );
  });
});
