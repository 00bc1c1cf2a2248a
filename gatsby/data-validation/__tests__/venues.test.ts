/** @jest-environment node */
import { check } from "../__fixtures__/check-data-set";

/**
 * data/luoghi.json (issue 48): each venue once, by name, former name and page address; the programme
 * names venues by their current name; coordinates, access facts and images as the schema says. The base
 * fixture has every state: venues with and without coordinates, verified and unverified facts, a photo,
 * a former name, venues no event uses.
 */

// Each check writes and decodes a data folder of images (~2 s on a busy two-core machine).
jest.setTimeout(30_000);

const VENUES = "data/luoghi.json";
const SALA = `${VENUES} › voce 5 (“Sala Prove Nord”)`;
const ARENA = `${VENUES} › voce 6 (“Arena di Prova”)`;

describe("the venues' data", () => {
  it("names file, entry and field of every slip of a venue at once", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.programma[2].eventi[1].luogo = "Teatro Tosselli"; // a misspelt venue
        data.programma[0].eventi[0].luogo = "Sala Prove"; // a former name
        data.luoghi[5].slug = "sala-prove-nord"; // the same page address as the Sala
        (data.luoghi[4].coordinate as Record<string, number>).lat = 145; // no such latitude
        (data.luoghi[4].accesso as Record<string, unknown>).ascensore = "forse"; // a fact outside the list
        delete (data.luoghi[4].foto as Record<string, unknown>).credito; // a photo without its credit
        (data.luoghi[0].accesso as Record<string, unknown>).gradini = 4; // steps, but the entrance has a ramp
      },
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/programma\.json › voce 3 \(“Domenica 14”\) › evento 2 \(“CIAK SIPARIO”\) › luogo: «Teatro Tosselli» non è uno dei luoghi dichiarati in data\/luoghi\.json \(.*\): forse intendevi «Teatro Toselli»\?/,
        ),
        expect.stringMatching(/› luogo: «Sala Prove» è il nome di prima del luogo «Sala Prove Nord» \(data\/luoghi\.json\): scrivi il nome nuovo/),
        expect.stringMatching(new RegExp(`^${escapeRe(ARENA)} › slug: l'indirizzo «sala-prove-nord» è già quello del luogo in voce 5`)),
        expect.stringMatching(new RegExp(`^${escapeRe(SALA)} › coordinate › lat: deve essere una latitudine tra -90 e 90`)),
        expect.stringMatching(new RegExp(`^${escapeRe(SALA)} › accesso › ascensore: deve essere una di queste voci: "da verificare", "sì", "no", "non serve"`)),
        expect.stringMatching(new RegExp(`^${escapeRe(SALA)} › foto: manca il campo obbligatorio «credito», chi ha fatto la foto o la mappa`)),
        expect.stringMatching(/^data\/luoghi\.json › voce 1 \(“Cinema Monviso”\) › accesso › gradini: c'è un numero ma «ingresso» dice "rampa"/),
      ]),
    );
    expect(errors).toHaveLength(7);
  });

  it("refuses coordinates far from every other venue (latitude and longitude swapped), and a name two venues claim", async () => {
    const { errors } = await check({
      edit: (data) => {
        data.luoghi.push({ ...data.luoghi[5], nome: "Terza Sala", slug: "terza-sala", nomiPrecedenti: ["Sala Prove"], coordinate: { lat: 7.548, lon: 44.39 } });
      },
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/luoghi\.json › voce 7 \(“Terza Sala”\) › coordinate: il punto è a \d+ km dal luogo più vicino: latitudine e longitudine sono forse scambiate/,
      ),
      expect.stringMatching(
        /^data\/luoghi\.json › voce 7 \(“Terza Sala”\) › nomiPrecedenti › voce 1: il nome «Sala Prove» è già usato dal luogo in voce 5 \(“Sala Prove Nord”\)/,
      ),
    ]);
  });
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
