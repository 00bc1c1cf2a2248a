import { EVERYTHING, isEverything, isShown, optionsOf, parseProgrammeState, programmeHref, serializeProgrammeState, shareHref } from "../programme-state";

const talk = { id: "2025-09-12-1030-cinema-monviso", tipo: "Talk", luogo: "Cinema Monviso" };
const concert = { id: "2025-09-12-2130-nuovo", tipo: "Concerto", luogo: "NUoVO" };
const show = { id: "2025-09-14-2100-teatro-toselli", tipo: "Spettacolo", luogo: "Teatro Toselli" };

describe("the programme's address", () => {
  it("reads filters, 'solo i miei' and a shared list", () => {
    expect(parseProgrammeState("")).toEqual(EVERYTHING);
    expect(parseProgrammeState("?tipo=talk&luogo=cinema-monviso&solo=miei")).toEqual({
      tipo: "talk",
      luogo: "cinema-monviso",
      soloMiei: true,
      condivisi: null,
    });
    expect(parseProgrammeState(`?miei=${talk.id},${concert.id}`).condivisi).toEqual([talk.id, concert.id]);
  });

  it("accepts names as well as slugs, and drops what cannot be an event id", () => {
    expect(parseProgrammeState("?tipo=Talk&luogo=Cinema%20Monviso")).toMatchObject({ tipo: "talk", luogo: "cinema-monviso" });
    expect(parseProgrammeState("?miei=,javascript:alert(1),%3Cb%3E,2025-09-12-2130-nuovo,2025-09-12-2130-nuovo").condivisi).toEqual(["2025-09-12-2130-nuovo"]);
  });

  it("writes back what it reads, and nothing when everything is shown", () => {
    for (const search of ["?tipo=talk", "?tipo=concerto&luogo=nuovo&solo=miei", `?miei=${talk.id},${show.id}`]) {
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
