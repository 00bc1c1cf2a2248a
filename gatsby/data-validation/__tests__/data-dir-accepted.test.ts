/** @jest-environment node */
import { check } from "../__fixtures__/check-data-set";

/** What the data check lets through: the data as it is, and the optional parts left out. The data check on a fixture data folder with one change. */

// Each check writes and decodes a data folder of images as large as the site needs (~2 s on a busy
// two-core machine): more than Jest's default 5 s would allow under load.
jest.setTimeout(30_000);

describe("harmless data", () => {
  it("accepts the festival data as it is, without warnings", async () => {
    await expect(check()).resolves.toMatchObject({ errors: [], warnings: [] });
  });

  it("only warns about an event type without its own badge colour", async () => {
    const result = await check({ edit: (data) => void (data.programma[2].eventi[1].tipo = "Proiezione") });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      "data/programma.json › voce 3 (“Domenica 14”) › evento 2 (“CIAK SIPARIO”) › tipo: «Proiezione» non è uno dei tipi previsti («Talk», «Concerto», «Spettacolo»): l'etichetta avrà il colore standard · riga 84",
    ]);
  });

  it("accepts talks without third and fourth images", async () => {
    const result = await check({
      edit: (data) => {
        for (const talk of data.talks) {
          for (const field of ["terzaImmagine", "terzaImmagineAlt", "quartaImmagine", "quartaImmagineAlt"]) delete talk[field];
        }
      },
    });
    expect(result).toMatchObject({ errors: [], warnings: [] });
  });

  it("accepts a day whose events are not announced yet (eventi: [])", async () => {
    const result = await check({
      edit: (data) => {
        const sunday = new Set(data.programma[2].eventi.map((evento) => evento.id));
        data.programma[2].eventi = [];
        data.talks = data.talks.filter((talk) => !sunday.has(talk.evento));
      },
    });
    expect(result).toMatchObject({ errors: [], warnings: [] });
  });
});

describe("editions without a poster", () => {
  it("accepts an edition with neither image nor alternative text", async () => {
    const result = await check({
      edit: (data) => {
        delete data.edizioni[2].immagine;
        delete data.edizioni[2].immagineAlt;
      },
    });
    expect(result).toMatchObject({ errors: [], warnings: [] });
  });

  it("still requires the alternative text of an edition's image, and the image of its text", async () => {
    const { errors } = await check({
      edit: (data) => {
        delete data.edizioni[1].immagineAlt;
        delete data.edizioni[2].immagine;
      },
    });
    expect(errors).toEqual([
      expect.stringMatching(/^data\/edizioni\.json › voce 2 \(“2024”\) › immagine: manca «immagineAlt», il testo alternativo di questa immagine/),
      expect.stringMatching(/^data\/edizioni\.json › voce 3 \(“2023”\) › immagineAlt: manca «immagine», l'immagine a cui si riferisce questo testo/),
    ]);
  });
});
