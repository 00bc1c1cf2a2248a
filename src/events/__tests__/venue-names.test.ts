import { changesOf } from "../event-facts";
import { currentVenueName, currentVenueNames } from "../venue-names";
import { eventRecords } from "../../../gatsby/event-history/event-history";

const luoghi = [{ nome: "Sala Nuova", nomiPrecedenti: ["Sala Vecchia"] }, { nome: "Arena" }];
const names = currentVenueNames(luoghi);
const facts = { data: "2025-09-12", ora: "21:30", stato: null };

describe("a renamed venue (nomiPrecedenti)", () => {
  it("maps each former name to the current one", () => {
    expect(currentVenueName("Sala Vecchia", names)).toBe("Sala Nuova");
    expect(currentVenueName("Arena", names)).toBe("Arena");
  });

  it("is not a move when compared: no change of luogo", () => {
    expect(changesOf({ ...facts, luogo: "Sala Vecchia" }, { ...facts, luogo: "Sala Nuova" }, names)).toEqual([]);
    // A real move is still one, also from a former name to another venue.
    expect(changesOf({ ...facts, luogo: "Sala Vecchia" }, { ...facts, luogo: "Arena" }, names)).toEqual([
      { campo: "luogo", prima: "Sala Vecchia", dopo: "Arena" },
    ]);
    expect(changesOf({ ...facts, luogo: "Sala Vecchia" }, { ...facts, luogo: "Sala Nuova" })).toHaveLength(1);
  });

  it("raises no SEQUENCE in the record of what was published", () => {
    const before = { at: "2025-07-01T10:00:00.000Z", commit: "a", events: new Map([["aaaa1111", { ...facts, luogo: "Sala Vecchia" }]]) };
    const now = new Map([["aaaa1111", { ...facts, luogo: "Sala Nuova" }]]);
    const [record] = Object.values(eventRecords([before], now, new Date("2025-07-02T10:00:00Z"), names));
    expect(record).toMatchObject({ sequenza: 0, cambi: [] });
    expect(Object.values(eventRecords([before], now, new Date("2025-07-02T10:00:00Z")))[0].sequenza).toBe(1);
  });
});
