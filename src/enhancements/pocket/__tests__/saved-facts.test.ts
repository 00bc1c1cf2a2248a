import { changesSinceSaved, savedChangeText } from "../saved-facts";

describe("what changed since an event was saved", () => {
  const salvato = { data: "2031-09-30", ora: "21:30", luogo: "Sala Grande" };
  const saved = { salvato, preposizione: "alla" };

  it("nothing, when nothing a visitor plans around changed", () => {
    expect(changesSinceSaved(saved, { ...salvato })).toEqual([]);
  });

  it("the day, the time and the venue, each with its old value, in the card notes' words", () => {
    const changes = changesSinceSaved(saved, { data: "2031-10-01", ora: "09:15", luogo: "Teatro Nuovo" });
    expect(changes.map(({ campo }) => campo)).toEqual(["data", "ora", "luogo"]);
    expect(savedChangeText(changes, saved)).toBe("era martedì 30 settembre · era alle 21:30 · era alla Sala Grande");
  });

  it("the hour without its leading zero, and a venue without a known preposition by its name", () => {
    const early = { salvato: { ...salvato, ora: "09:30" } };
    expect(savedChangeText(changesSinceSaved(early, { ...salvato, luogo: "Altrove" }), early)).toBe("era alle 9:30 · prima: Sala Grande");
  });

  it("a cancellation, and a return to the programme", () => {
    expect(savedChangeText(changesSinceSaved(saved, { ...salvato, ora: "22:00", stato: "annullato" }), saved)).toBe("era alle 21:30 · Annullato");
    const cancelled = { salvato: { ...salvato, stato: "annullato" } };
    expect(savedChangeText(changesSinceSaved(cancelled, salvato), cancelled)).toBe("Di nuovo in programma");
  });

  it("not the venue, when it was saved under a name the venue had before (the build's rule: a rename is not a move)", () => {
    const renamed = { ...salvato, luogo: "Sala Grande Nuova" };
    expect(changesSinceSaved(saved, renamed, '["Sala Grande"]')).toEqual([]);
    expect(changesSinceSaved(saved, renamed, '["Altro nome"]').map(({ campo }) => campo)).toEqual(["luogo"]);
    expect(changesSinceSaved(saved, renamed).map(({ campo }) => campo)).toEqual(["luogo"]);
  });
});
