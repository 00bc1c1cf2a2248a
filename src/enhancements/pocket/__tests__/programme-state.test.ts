import { EVERYTHING, parseProgrammeState, programmeHref, serializeProgrammeState, shareHref } from "../programme-state";
import { isEverything, isShown, optionsOf, unverifiedVenues } from "../programme-filters";

// Fixture events with every state the access filters read (src/events/programme-filters.ts): a ramp with
// LIS and free entry, an entrance nobody checked, steps with subtitles for families.
const talk = { id: "2025-09-12-1030-cinema-monviso", tipo: "Talk", luogo: "Cinema Monviso", filtri: ["senza-gradini", "lis", "gratuito"] };
const concert = { id: "2025-09-12-2130-nuovo", tipo: "Concerto", luogo: "NUoVO", filtri: ["da-verificare"] };
const show = { id: "2025-09-14-2100-teatro-toselli", tipo: "Spettacolo", luogo: "Teatro Toselli", filtri: ["sottotitoli", "famiglie"] };
const late = { id: "2025-09-13-2130-nuovo", tipo: "Concerto", luogo: "NUoVO", filtri: ["da-verificare", "famiglie"] };
const pub = { id: "2025-09-13-1800-pub", tipo: "Talk", luogo: "Pub", filtri: ["da-verificare", "gratuito"] };

describe("the programme's address", () => {
  it("reads filters, 'solo i miei' and a shared list", () => {
    expect(parseProgrammeState("")).toEqual(EVERYTHING);
    expect(parseProgrammeState("?tipo=talk&luogo=cinema-monviso&solo=miei")).toEqual({
      tipo: "talk",
      luogo: "cinema-monviso",
      soloMiei: true,
      condivisi: null,
      accesso: [],
    });
    expect(parseProgrammeState(`?miei=${talk.id},${concert.id}`).condivisi).toEqual([talk.id, concert.id]);
  });

  it("accepts names as well as slugs, and drops what cannot be an event id", () => {
    expect(parseProgrammeState("?tipo=Talk&luogo=Cinema%20Monviso")).toMatchObject({ tipo: "talk", luogo: "cinema-monviso" });
    expect(parseProgrammeState("?miei=,javascript:alert(1),%3Cb%3E,2025-09-12-2130-nuovo,2025-09-12-2130-nuovo").condivisi).toEqual(["2025-09-12-2130-nuovo"]);
  });

  it("reads each access filter by its one value, in a fixed order, and ignores any other value", () => {
    expect(parseProgrammeState("?pubblico=famiglie&gradini=no&ingresso=gratuito&servizi=lis-sottotitoli").accesso).toEqual([
      "gradini",
      "servizi",
      "ingresso",
      "pubblico",
    ]);
    expect(parseProgrammeState("?gradini=si&servizi=lis&ingresso=&pubblico=studenti&accesso=tutto").accesso).toEqual([]);
    expect(parseProgrammeState("?tipo=talk&gradini=no&solo=miei")).toEqual({ ...EVERYTHING, tipo: "talk", soloMiei: true, accesso: ["gradini"] });
  });

  it("writes back what it reads, and nothing when everything is shown", () => {
    for (const search of [
      "?tipo=talk",
      "?tipo=concerto&luogo=nuovo&solo=miei",
      `?miei=${talk.id},${show.id}`,
      "?gradini=no",
      "?tipo=talk&solo=miei&gradini=no&servizi=lis-sottotitoli&ingresso=gratuito&pubblico=famiglie",
      `?miei=${talk.id}&ingresso=gratuito`,
    ]) {
      expect(serializeProgrammeState(parseProgrammeState(search))).toBe(search);
    }
    expect(serializeProgrammeState(EVERYTHING)).toBe("");
    expect(programmeHref("/", EVERYTHING)).toBe("/#programma");
    expect(shareHref("/", [talk.id, concert.id])).toBe(`/?miei=${talk.id},${concert.id}#programma`);
  });
});

describe("which events are shown", () => {
  const saved = new Set([concert.id]);

  it("shows everything by default", () => {
    expect(isEverything(EVERYTHING)).toBe(true);
    expect([talk, concert, show].every((event) => isShown(event, EVERYTHING, saved))).toBe(true);
  });

  it("combines type, venue and 'solo i miei'", () => {
    const state = { ...EVERYTHING, tipo: "concerto", soloMiei: true };
    expect([talk, concert, show].filter((event) => isShown(event, state, saved))).toEqual([concert]);
    expect([talk, concert, show].filter((event) => isShown(event, { ...EVERYTHING, luogo: "teatro-toselli" }, saved))).toEqual([show]);
    expect([talk, concert, show].filter((event) => isShown(event, { ...EVERYTHING, soloMiei: true }, new Set()))).toEqual([]);
  });

  it("each access filter shows the events with one of its codes", () => {
    const all = [talk, concert, show, late, pub];
    const shownWith = (...accesso: (typeof EVERYTHING.accesso)[number][]) => all.filter((event) => isShown(event, { ...EVERYTHING, accesso }, saved));
    expect(shownWith("gradini")).toEqual([talk]);
    expect(shownWith("servizi")).toEqual([talk, show]);
    expect(shownWith("ingresso")).toEqual([talk, pub]);
    expect(shownWith("pubblico")).toEqual([show, late]);
    expect(isEverything({ ...EVERYTHING, accesso: ["pubblico"] })).toBe(false);
  });

  it("combines the access filters with each other and with type, venue, 'solo i miei' and a shared list", () => {
    const all = [talk, concert, show, late, pub];
    expect(all.filter((event) => isShown(event, { ...EVERYTHING, accesso: ["servizi", "pubblico"] }, saved))).toEqual([show]);
    expect(all.filter((event) => isShown(event, { ...EVERYTHING, tipo: "talk", accesso: ["ingresso"] }, saved))).toEqual([talk, pub]);
    expect(all.filter((event) => isShown(event, { ...EVERYTHING, luogo: "nuovo", accesso: ["pubblico"] }, saved))).toEqual([late]);
    expect(all.filter((event) => isShown(event, { ...EVERYTHING, soloMiei: true, accesso: ["pubblico"] }, new Set([show.id, talk.id])))).toEqual([show]);
    expect(all.filter((event) => isShown(event, { ...EVERYTHING, condivisi: [talk.id, pub.id], accesso: ["gradini"] }, saved))).toEqual([talk]);
  });

  it("names the venues the step-free filter leaves out unchecked, once each, among the events the other filters show", () => {
    const all = [talk, concert, show, late, pub];
    expect(unverifiedVenues(all, EVERYTHING, saved)).toEqual([]);
    expect(unverifiedVenues(all, { ...EVERYTHING, accesso: ["pubblico"] }, saved)).toEqual([]);
    expect(unverifiedVenues(all, { ...EVERYTHING, accesso: ["gradini"] }, saved)).toEqual(["NUoVO", "Pub"]);
    // The pub's only event is a talk: under "Concerto" only NUoVO's events are left out.
    expect(unverifiedVenues(all, { ...EVERYTHING, tipo: "concerto", accesso: ["gradini"] }, saved)).toEqual(["NUoVO"]);
    expect(unverifiedVenues(all, { ...EVERYTHING, accesso: ["gradini", "ingresso"] }, saved)).toEqual(["Pub"]);
    // Steps are known (Teatro Toselli has none of the codes): left out, not "da verificare".
    expect(unverifiedVenues([show], { ...EVERYTHING, accesso: ["gradini"] }, saved)).toEqual([]);
  });

  it("shows a shared list instead of my own", () => {
    const state = { ...EVERYTHING, soloMiei: true, condivisi: [talk.id, show.id] };
    expect([talk, concert, show].filter((event) => isShown(event, state, saved))).toEqual([talk, show]);
  });

  it("offers each type and venue of the data once, in programme order", () => {
    expect(optionsOf([talk, concert, { ...talk, id: "x" }, show], "tipo")).toEqual([
      { value: "talk", label: "Talk" },
      { value: "concerto", label: "Concerto" },
      { value: "spettacolo", label: "Spettacolo" },
    ]);
  });
});
