import programmaSchema from "../../../schemas/programma.schema.json";
import {
  AUDIENCE_WORDS,
  AVAILABILITY_WORDS,
  LANGUAGE_NAMES,
  MIN_AGE_RANGE,
  SERVICE_WORDS,
  entryOf,
  eventLabels,
  languageOf,
  schemaAvailability,
  type EventLabelFields,
} from "../event-labels";

const eventSchema = programmaSchema.items.properties.eventi.items.properties;

describe("entryOf: one owner for each fact, read where it is written", () => {
  it("a concert's ticket link is a ticket", () => {
    expect(entryOf({ concert: { ticketLink: "https://tickets.example/x" } })).toEqual({ modo: "biglietto", gratuito: false });
  });

  it("a talk's booking link is a booking, free when the talk says gratuito", () => {
    expect(entryOf({ talk: { linkPrenotazione: "https://booking.example/x", gratuito: true } })).toEqual({ modo: "prenotazione", gratuito: true });
    expect(entryOf({ talk: { linkPrenotazione: "https://booking.example/x", gratuito: false } })).toEqual({ modo: "prenotazione", gratuito: false });
  });

  it("an event with neither says nothing rather than guess", () => {
    expect(entryOf({})).toBeNull();
    expect(entryOf({ concert: null, talk: null })).toBeNull();
    expect(entryOf({ talk: { linkPrenotazione: "", gratuito: true } })).toBeNull();
  });
});

describe("eventLabels", () => {
  const everything: EventLabelFields = {
    lingua: "en",
    servizi: ["sottotitoli", "lis", "interpretariato-it"],
    pubblico: ["famiglie", "studenti"],
    etaMinima: 14,
    disponibilita: "ultimi-posti",
  };
  const words = (labels: { testo: string }[]) => labels.map((label) => label.testo);

  it("says every label in the cards' order and words", () => {
    expect(words(eventLabels(everything, { modo: "prenotazione", gratuito: true }))).toEqual([
      "In inglese",
      "Lingua dei segni (LIS)",
      "Sottotitoli",
      "Interpretariato in italiano",
      "Per studenti e famiglie",
      "Dai 14 anni",
      "Ingresso gratuito su prenotazione",
      "Ultimi posti",
    ]);
  });

  it("gives each label its field and code, for a filter to read", () => {
    expect(eventLabels({ pubblico: ["famiglie"], disponibilita: "esaurito" }, { modo: "biglietto", gratuito: false })).toEqual([
      { campo: "pubblico", valore: "famiglie", testo: "Per famiglie" },
      { campo: "ingresso", valore: "biglietto", testo: "Ingresso con biglietto" },
      { campo: "disponibilita", valore: "esaurito", testo: "Esaurito" },
    ]);
    expect(eventLabels({}, { modo: "prenotazione", gratuito: true })).toEqual([
      { campo: "ingresso", valore: "gratuito", testo: "Ingresso gratuito su prenotazione" },
    ]);
  });

  it("says nothing of Italian, of an event without labels, or of codes the schema does not know", () => {
    expect(eventLabels({}, null)).toEqual([]);
    expect(eventLabels({ lingua: "it" }, null)).toEqual([]);
    expect(eventLabels({ lingua: "xx", servizi: ["rampa"], pubblico: ["tutti"], disponibilita: "pochi" }, null)).toEqual([]);
    expect(languageOf({})).toBe("it");
    expect(languageOf({ lingua: "fr" })).toBe("fr");
  });

  it("keeps a cancelled event's language, services and audience, but neither entry nor availability", () => {
    expect(words(eventLabels(everything, { modo: "biglietto", gratuito: false }, true))).toEqual([
      "In inglese",
      "Lingua dei segni (LIS)",
      "Sottotitoli",
      "Interpretariato in italiano",
      "Per studenti e famiglie",
      "Dai 14 anni",
    ]);
  });
});

describe("schemaAvailability", () => {
  it("follows disponibilita, in stock where nothing is said", () => {
    expect(schemaAvailability("esaurito")).toBe("https://schema.org/SoldOut");
    expect(schemaAvailability("ultimi-posti")).toBe("https://schema.org/LimitedAvailability");
    expect(schemaAvailability(null)).toBe("https://schema.org/InStock");
  });
});

describe("the schema offers exactly the codes that have words", () => {
  it.each([
    ["lingua", eventSchema.lingua.enum, Object.keys(LANGUAGE_NAMES)],
    ["servizi", eventSchema.servizi.items.enum, Object.keys(SERVICE_WORDS)],
    ["pubblico", eventSchema.pubblico.items.enum, Object.keys(AUDIENCE_WORDS)],
    ["disponibilita", eventSchema.disponibilita.enum, Object.keys(AVAILABILITY_WORDS)],
  ])("%s", (_field, schemaCodes, codes) => {
    expect(schemaCodes).toEqual(codes);
  });

  it("etaMinima", () => {
    expect({ minimum: eventSchema.etaMinima.minimum, maximum: eventSchema.etaMinima.maximum }).toEqual(MIN_AGE_RANGE);
  });
});
