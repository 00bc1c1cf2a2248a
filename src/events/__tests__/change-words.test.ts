import { atTime, atVenue, changeLine, changeSummary, dayWords, previousDayNote, previousStartNote, previousTimeNote, previousVenueNote } from "../change-words";
import { publishedWords } from "../published-words";

// Fixture venues: invented names, one per kind of preposition, and one without.
const luoghi = [
  { nome: "Sala Grande", preposizione: "alla" },
  { nome: "Arena Estiva", preposizione: "all'" },
  { nome: "Teatro Vecchio", preposizione: "al" },
  { nome: "Palazzo Rosso", preposizione: "a" },
  { nome: "Spazio Senza", preposizione: null },
];

describe("change texts", () => {
  it("reads a time as a word: no leading zero, and the one hour with a vowel elides", () => {
    expect(atTime("21:30")).toBe("alle 21:30");
    expect(atTime("09:05")).toBe("alle 9:05");
    expect(atTime("01:00")).toBe("all'1:00");
    expect(atTime("00:30")).toBe("alle 0:30");
    expect(atTime("11:00")).toBe("alle 11:00");
    expect(previousTimeNote("21:30")).toBe("era alle 21:30");
  });

  it("puts a venue's preposition before its name, joined after an apostrophe", () => {
    expect(atVenue("Sala Grande", luoghi)).toBe("alla Sala Grande");
    expect(atVenue("Arena Estiva", luoghi)).toBe("all'Arena Estiva");
    expect(atVenue("Teatro Vecchio", luoghi)).toBe("al Teatro Vecchio");
    expect(atVenue("Palazzo Rosso", luoghi)).toBe("a Palazzo Rosso");
    expect(previousVenueNote("Teatro Vecchio", luoghi)).toBe("era al Teatro Vecchio");
  });

  it("falls back to a neutral form for a venue without preposition or not in the list", () => {
    expect(atVenue("Spazio Senza", luoghi)).toBeNull();
    expect(atVenue("Altrove", luoghi)).toBeNull();
    expect(atVenue("Strano", [{ nome: "Strano", preposizione: "dal" }])).toBeNull();
    expect(previousVenueNote("Spazio Senza", luoghi)).toBe("prima: Spazio Senza");
    expect(previousVenueNote("Altrove", luoghi)).toBe("prima: Altrove");
  });

  it("names a day inside a sentence, lower case", () => {
    expect(dayWords("2025-09-12")).toBe("venerdì 12 settembre");
    expect(previousDayNote("2025-09-12")).toBe("era venerdì 12 settembre");
  });

  it("joins day and time for a card that shows no day", () => {
    expect(previousStartNote({ data: "2025-09-12", ora: "21:30" })).toBe("era venerdì 12 settembre alle 21:30");
    expect(previousStartNote({ data: "2025-09-12" })).toBe("era venerdì 12 settembre");
    expect(previousStartNote({ ora: "01:00" })).toBe("era all'1:00");
    expect(previousStartNote({})).toBeNull();
  });

  it("writes one line per changed field, old and new value in words", () => {
    expect(changeLine({ campo: "ora", prima: "21:30", dopo: "22:15" }, luoghi)).toBe("Orario: era alle 21:30, ora alle 22:15");
    expect(changeLine({ campo: "data", prima: "2025-09-12", dopo: "2025-09-13" }, luoghi)).toBe("Giorno: era venerdì 12 settembre, ora sabato 13 settembre");
    expect(changeLine({ campo: "luogo", prima: "Teatro Vecchio", dopo: "Arena Estiva" }, luoghi)).toBe("Luogo: era al Teatro Vecchio, ora all'Arena Estiva");
    expect(changeLine({ campo: "luogo", prima: "Spazio Senza", dopo: "Altrove" }, luoghi)).toBe("Luogo: prima Spazio Senza, ora Altrove");
    expect(changeLine({ campo: "stato", prima: "confermato", dopo: "annullato" }, luoghi)).toBe("Annullato");
    expect(changeLine({ campo: "stato", prima: "annullato", dopo: "confermato" }, luoghi)).toBe("Di nuovo in programma");
  });

  it("sums up a publish for a feed entry's title", () => {
    expect(changeSummary([{ campo: "ora", dopo: "22:15" }])).toBe("nuovo orario");
    expect(
      changeSummary([
        { campo: "luogo", dopo: "x" },
        { campo: "data", dopo: "y" },
        { campo: "ora", dopo: "z" },
      ]),
    ).toBe("nuovo giorno, orario e luogo");
    expect(
      changeSummary([
        { campo: "ora", dopo: "z" },
        { campo: "stato", dopo: "annullato" },
      ]),
    ).toBe("annullato");
    expect(changeSummary([{ campo: "stato", dopo: "confermato" }])).toBe("di nuovo in programma");
  });

  it("says when a change was published in Rome's wall time, in summer and in winter", () => {
    expect(publishedWords("2025-07-10T08:00:00Z")).toBe("10 luglio 2025 alle 10:00");
    expect(publishedWords("2025-12-31T23:30:00Z")).toBe("1 gennaio 2026 alle 0:30");
    expect(publishedWords("2025-01-15T00:05:00Z")).toBe("15 gennaio 2025 all'1:05");
  });
});
