import { accessFactLines, unverifiedCount, type AccessFacts } from "../access-facts";

const unchecked: AccessFacts = {
  ingresso: "da verificare",
  ascensore: "da verificare",
  bagnoAccessibile: "da verificare",
  postiCarrozzina: "da verificare",
  anelloInduttivo: "da verificare",
  posti: "da verificare",
  musicaAltaOLuciStroboscopiche: "da verificare",
};

describe("a venue's access facts in words", () => {
  it("says «da verificare» for every fact nobody checked, and never calls it verified", () => {
    const lines = accessFactLines(unchecked);
    expect(lines.map((line) => [line.etichetta, line.valore, line.verificato])).toEqual([
      ["Ingresso", "da verificare", false],
      ["Ascensore", "da verificare", false],
      ["Bagno accessibile", "da verificare", false],
      ["Posti per sedia a rotelle", "da verificare", false],
      ["Anello a induzione magnetica", "da verificare", false],
      ["Posti", "da verificare", false],
      ["Musica alta o luci stroboscopiche", "da verificare", false],
    ]);
    expect(unverifiedCount(unchecked)).toBe(7);
  });

  it("words the checked ones with their counts", () => {
    const lines = accessFactLines({ ...unchecked, ingresso: "gradini", gradini: 3, postiCarrozzina: "sì", numeroPostiCarrozzina: 2, ascensore: "non serve" });
    expect(lines.filter((line) => line.verificato).map((line) => line.valore)).toEqual(["con 3 gradini", "non serve, tutto allo stesso piano", "sì, 2"]);
    expect(accessFactLines({ ...unchecked, ingresso: "gradini", gradini: 1 })[0].valore).toBe("con 1 gradino");
    expect(accessFactLines({ ...unchecked, ingresso: "rampa" })[0].valore).toBe("con una rampa");
  });
});
