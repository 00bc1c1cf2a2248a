/** @jest-environment node */
import { pageTexts, type PageTextsContent, type SiteNode } from "../page-texts";

// A festival that is not today's, with dates crossing a month: every word must come from here.
const sito: SiteNode = {
  nome: "Incroci",
  edizione: "2031",
  tagline: "Il festival delle idee della città di Lontano",
  dataInizio: "2031-09-30",
  dataFine: "2031-10-02",
  biglietteria: "Biglietti Facili",
  prenotazioni: "Prenota Qui",
  organizzatore: { citta: "Lontano" },
};

const content: PageTextsContent = {
  concerti: [{ luogo: "Arena" }, { luogo: "Teatro" }, { luogo: "Arena" }],
  talks: [{}, {}],
  edizioni: [
    { anno: 2030, data: "settembre 2030", stato: "past" },
    { anno: 2031, data: "30 settembre - 2 ottobre 2031", stato: "upcoming" },
    { anno: 2029, data: "settembre 2029", stato: "past" },
  ],
};
const empty: PageTextsContent = { concerti: [], talks: [], edizioni: [content.edizioni[1]] };

describe("pageTexts", () => {
  it("keeps the home title within 70 characters, with where and when instead of a long tagline", () => {
    const title = pageTexts("home", { ...sito, tagline: "Il festival della comunicazione della città di Lontano e dintorni" }, content).title;
    expect(title).toBe("Incroci 2031 · Lontano, 30 settembre - 2 ottobre");
  });

  it("titles and describes the home page with the edition and its dates, month change included", () => {
    expect(pageTexts("home", sito, content)).toEqual({
      title: "Incroci 2031 · Il festival delle idee della città di Lontano",
      description:
        "Incroci, il festival delle idee della città di Lontano: 30 settembre - 2 ottobre 2031. Programma, concerti, talk, biglietti e prenotazioni.",
      kicker: null,
    });
  });

  it("names the concerts' venues, the provider and the dates on /concerti", () => {
    expect(pageTexts("concerti", sito, content)).toEqual({
      title: null,
      description: "I concerti di Incroci 2031 a Lontano, dal 30 settembre al 2 ottobre 2031: artisti, orari, luoghi e biglietti su Biglietti Facili.",
      kicker: "Incroci 2031 · Arena, Teatro, Lontano",
    });
    expect(pageTexts("concerti", sito, empty).kicker).toBe("Incroci 2031 · Lontano");
    expect(pageTexts("concerti", sito, empty).description).toContain("saranno annunciati presto");
  });

  it("names the booking provider and the dates on /talks", () => {
    expect(pageTexts("talks", sito, content)).toMatchObject({
      description: expect.stringContaining(
        "dal 30 settembre al 2 ottobre 2031: ospiti, orari e luoghi. Posti limitati, prenotazione obbligatoria su Prenota Qui.",
      ),
      kicker: "Incroci 2031 · Lontano",
    });
    expect(pageTexts("talks", sito, empty).description).toContain("saranno annunciati presto");
  });

  it("dates /edizioni from the first edition and the festival's month, and lists the past years", () => {
    expect(pageTexts("edizioni", sito, content)).toEqual({
      title: null,
      description: "Le edizioni di Incroci a Lontano: la prossima, 30 settembre - 2 ottobre 2031, e quelle del 2030 e del 2029, con i loro ospiti.",
      kicker: "Dal 2029 a settembre",
    });
  });

  it("describes the 404 page with the festival's name and tagline", () => {
    expect(pageTexts("404", sito, content).description).toBe(
      "La pagina che cerchi non esiste sul sito di Incroci, il festival delle idee della città di Lontano. Torna alla home o al programma.",
    );
  });
});
