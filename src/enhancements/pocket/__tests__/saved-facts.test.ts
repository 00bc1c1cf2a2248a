import { changeText, changesOf } from "../saved-facts";

describe("what changed since an event was saved", () => {
  const saved = { data: "2031-09-30", ora: "21:30", luogo: "Sala Grande" };

  it("nothing, when nothing a visitor plans around changed", () => {
    expect(changesOf(saved, { ...saved })).toEqual([]);
  });

  it("the time, the day and the venue, each with its old value", () => {
    const changes = changesOf(saved, { data: "2031-10-01", ora: "22:15", luogo: "Teatro Nuovo" });
    expect(changes.map(changeText)).toEqual(["Giorno cambiato: era martedì 30 settembre", "Orario cambiato: era alle 21:30", "Luogo cambiato: prima era Sala Grande"]);
  });

  it("a cancellation first", () => {
    expect(changesOf(saved, { ...saved, ora: "22:00", stato: "annullato" }).map(changeText)).toEqual(["Annullato", "Orario cambiato: era alle 21:30"]);
  });
});
