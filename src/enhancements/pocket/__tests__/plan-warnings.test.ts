import { coordinatesOf, planWarnings, type PlannedEvent } from "../plan-warnings";
import { walkingMinutes, walkingWords } from "../../../venues/walking-time";

// Fixture venues: two points about 1.1 km apart (some 15 minutes on foot), and one without coordinates.
const here = { lat: 44.39, lon: 7.54 };
const there = { lat: 44.4, lon: 7.545 };
const minutes = walkingMinutes(here, there);

const event = (titolo: string, inizio: string, fine: string | null, luogo: string, coordinate: PlannedEvent["coordinate"]): PlannedEvent => ({
  titolo,
  inizio: `2031-09-30T${inizio}:00+02:00`,
  fine: fine && `2031-09-30T${fine}:00+02:00`,
  luogo,
  coordinate,
});
const at = (titolo: string, inizio: string, fine: string | null = null) => event(titolo, inizio, fine, "Sala", here);
const away = (titolo: string, inizio: string, fine: string | null = null) => event(titolo, inizio, fine, "Teatro", there);
const unmapped = (titolo: string, inizio: string, fine: string | null = null) => event(titolo, inizio, fine, "Circolo", null);

describe("the warnings of 'I miei eventi'", () => {
  it("the fixture's walk is longer than ten minutes and shorter than an hour", () => {
    expect(minutes).toBeGreaterThan(10);
    expect(minutes).toBeLessThan(60);
  });

  it("nothing for events that fit, or for one event", () => {
    expect(planWarnings([])).toEqual([]);
    expect(planWarnings([at("A", "10:00", "11:00")])).toEqual([]);
    expect(planWarnings([at("A", "10:00", "11:00"), at("B", "11:00")])).toEqual([]);
    expect(planWarnings([at("A", "10:00", "11:00"), away("B", "12:00")])).toEqual([]);
  });

  it("two events that start together overlap, end known or not, in time order whatever the saved order", () => {
    expect(planWarnings([unmapped("B", "21:00"), at("A", "21:00")])).toEqual(["«B» e «A» iniziano alla stessa ora, alle 21:00."]);
    expect(planWarnings([at("A", "21:00", "22:00"), away("B", "21:00", "22:30")])).toEqual(["«A» e «B» iniziano alla stessa ora, alle 21:00."]);
  });

  it("an event that ends after the next one starts overlaps it; without an end nothing is claimed", () => {
    expect(planWarnings([away("B", "11:00"), at("A", "10:00", "11:30")])).toEqual(["«A» finisce alle 11:30, dopo l'inizio di «B» alle 11:00."]);
    expect(planWarnings([unmapped("B", "11:00"), unmapped("A", "10:00")])).toEqual([]);
    // A long one overlaps both that follow it; the two after it fit (same venue).
    expect(planWarnings([at("Lungo", "10:00", "13:00"), at("B", "11:00", "11:30"), at("C", "12:00")])).toEqual([
      "«Lungo» finisce alle 13:00, dopo l'inizio di «B» alle 11:00.",
      "«Lungo» finisce alle 13:00, dopo l'inizio di «C» alle 12:00.",
    ]);
  });

  it("a walk longer than the time between the end of one and the start of the next, from the venues' coordinates", () => {
    expect(planWarnings([at("A", "10:00", "11:00"), away("B", "11:05")])).toEqual([
      `Tra la fine di «A» (11:00) e l'inizio di «B» (11:05) ci sono 5 minuti: da Sala a Teatro servono ${walkingWords(minutes)}.`,
    ]);
    expect(planWarnings([away("B", "11:00"), at("A", "10:00", "11:00")])).toEqual([
      `«A» finisce alle 11:00, quando inizia «B»: da Sala a Teatro servono ${walkingWords(minutes)}.`,
    ]);
    expect(planWarnings([at("A", "10:00", "11:00"), away("B", "11:01")])[0]).toMatch(/\) c'è 1 minuto:/);
  });

  it("without an end, the walk from the start, saying the end is not given", () => {
    expect(planWarnings([at("A", "10:00"), away("B", "10:10")])).toEqual([
      `«B» inizia alle 10:10, 10 minuti dopo l'inizio di «A», che non indica quando finisce: da Sala a Teatro servono ${walkingWords(minutes)}.`,
    ]);
    expect(planWarnings([at("A", "10:00"), away("B", "11:00")])).toEqual([]);
  });

  it("no walk is claimed without both venues' coordinates, or within one venue", () => {
    expect(planWarnings([at("A", "10:00", "11:00"), unmapped("B", "11:00")])).toEqual([]);
    expect(planWarnings([unmapped("A", "10:00"), at("B", "10:05")])).toEqual([]);
    expect(planWarnings([at("A", "10:00", "11:00"), at("B", "11:00")])).toEqual([]);
  });

  it("the walk only to the next event, not to one after it", () => {
    expect(planWarnings([at("A", "10:00", "11:00"), at("B", "11:00", "11:05"), away("C", "11:10")])).toEqual([
      `Tra la fine di «B» (11:05) e l'inizio di «C» (11:10) ci sono 5 minuti: da Sala a Teatro servono ${walkingWords(minutes)}.`,
    ]);
  });
});

describe("a slot's coordinates", () => {
  it("reads lat,lon, and nothing from an absent or unreadable value", () => {
    expect(coordinatesOf("44.3893,7.5482")).toEqual({ lat: 44.3893, lon: 7.5482 });
    for (const text of [undefined, null, "", "44.38", "a,b"]) expect(coordinatesOf(text)).toBeNull();
  });
});
