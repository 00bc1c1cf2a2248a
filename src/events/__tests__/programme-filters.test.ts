import { filterCodesOf } from "../programme-filters";
import { eventLabels, type EventEntry } from "../event-labels";

const free: EventEntry = { modo: "prenotazione", gratuito: true };

describe("the codes a programme card gives the access filters", () => {
  it("says the venue's entrance: step-free or a ramp, unchecked (or no such venue), or nothing for steps", () => {
    expect(filterCodesOf("senza gradini", [])).toBe("senza-gradini");
    expect(filterCodesOf("rampa", [])).toBe("senza-gradini");
    expect(filterCodesOf("da verificare", [])).toBe("da-verificare");
    expect(filterCodesOf(undefined, [])).toBe("da-verificare");
    expect(filterCodesOf("gradini", [])).toBe("");
  });

  it("reads LIS, subtitles, free entry and families from the event's labels, and nothing else", () => {
    const labels = eventLabels({ lingua: "en", servizi: ["lis", "sottotitoli", "interpretariato-it"], pubblico: ["studenti", "famiglie"], etaMinima: 6 }, free);
    expect(filterCodesOf("rampa", labels)).toBe("senza-gradini lis sottotitoli famiglie gratuito");
    expect(filterCodesOf("gradini", eventLabels({ pubblico: ["studenti"] }, { modo: "biglietto", gratuito: false }))).toBe("");
    // A cancelled event sells nothing: no free entry to filter by.
    expect(filterCodesOf("gradini", eventLabels({}, free, true))).toBe("");
  });
});
