import {
  concertiDescription,
  concertiKicker,
  edizioniDescription,
  edizioniKicker,
  festivalName,
  homeDescription,
  homeTitle,
  italianList,
  notFoundDescription,
  talksDescription,
  talksKicker,
} from "../edition-texts";

// A festival that is not today's: the texts must come from these fields alone.
const festival = {
  nome: "Incroci",
  edizione: "2031",
  tagline: "Il festival delle idee della città di Lontano",
  periodo: "30 settembre - 2 ottobre 2031",
  periodoDal: "dal 30 settembre al 2 ottobre 2031",
  citta: "Lontano",
};

describe("edition texts", () => {
  it("names the edition and lists in Italian", () => {
    expect(festivalName(festival)).toBe("Incroci 2031");
    expect(italianList([])).toBe("");
    expect(italianList(["a"])).toBe("a");
    expect(italianList(["a", "b", "c"])).toBe("a, b e c");
  });

  it("titles and describes the home page from name, tagline and dates", () => {
    expect(homeTitle(festival)).toBe("Incroci 2031 · Il festival delle idee della città di Lontano");
    const longer = { ...festival, tagline: "Il festival della comunicazione e delle idee della città di Lontano" };
    expect(homeTitle(longer)).toBe("Incroci 2031 · Lontano, 30 settembre - 2 ottobre");
    expect(homeDescription(festival)).toBe(
      "Incroci, il festival delle idee della città di Lontano: 30 settembre - 2 ottobre 2031. Programma, concerti, talk, biglietti e prenotazioni.",
    );
  });

  it("describes the concerts and talks with the provider, and says when none is announced yet", () => {
    expect(concertiDescription(festival, 2, "Biglietti Facili")).toBe(
      "I concerti di Incroci 2031 a Lontano, dal 30 settembre al 2 ottobre 2031: artisti, orari, luoghi e biglietti su Biglietti Facili.",
    );
    expect(concertiDescription(festival, 0, "Biglietti Facili")).toMatch(/saranno annunciati presto: artisti, orari e biglietti su Biglietti Facili\.$/);
    expect(talksDescription(festival, 4, "Prenota Qui")).toBe(
      "I talk di Incroci 2031 a Lontano, dal 30 settembre al 2 ottobre 2031: ospiti, orari e luoghi. Posti limitati, prenotazione obbligatoria su Prenota Qui.",
    );
    expect(talksDescription(festival, 0, "Prenota Qui")).toMatch(/saranno annunciati presto: ospiti, orari e prenotazioni su Prenota Qui\.$/);
  });

  it("describes the editions: the next one by its dates, the past ones by year", () => {
    const next = { anno: 2031, data: "30 settembre - 2 ottobre 2031", stato: "upcoming" };
    const past = (anno: number) => ({ anno, data: `settembre ${anno}`, stato: "past" });
    expect(edizioniDescription(festival, [next, past(2030), past(2029)])).toBe(
      "Le edizioni di Incroci a Lontano: la prossima, 30 settembre - 2 ottobre 2031, e quelle del 2030 e del 2029, con i loro ospiti.",
    );
    expect(edizioniDescription(festival, [next, past(2030)])).toContain("e quella del 2030,");
    expect(edizioniDescription(festival, [past(2030), past(2029), past(2028)])).toBe(
      "Le edizioni di Incroci a Lontano: quelle del 2030, del 2029 e del 2028, con i loro ospiti.",
    );
    // A long history stays one short phrase, whatever the order in the file.
    expect(edizioniDescription(festival, [next, ...[2024, 2030, 2026, 2028, 2025].map(past)])).toContain("e quelle dal 2024 al 2030,");
  });

  it("describes the 404 page from name and tagline", () => {
    expect(notFoundDescription(festival)).toBe(
      "La pagina che cerchi non esiste sul sito di Incroci, il festival delle idee della città di Lontano. Torna alla home o al programma.",
    );
  });

  it("writes the inner pages' kickers from the edition, the venues and the first year", () => {
    expect(concertiKicker(festival, ["Arena", "Arena", "Teatro"])).toBe("Incroci 2031 · Arena, Teatro, Lontano");
    expect(concertiKicker(festival, [])).toBe("Incroci 2031 · Lontano");
    expect(talksKicker(festival)).toBe("Incroci 2031 · Lontano");
    expect(edizioniKicker([2031, 2019, 2025], "settembre")).toBe("Dal 2019 a settembre");
  });
});
