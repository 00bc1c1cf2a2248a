/** @jest-environment node */
import fs from "node:fs/promises";
import path from "node:path";
import { neededSourceWidth } from "../../../src/styles/layout";
import { LARGEST_SENSIBLE } from "../checks/image-sizes";
import { flatPng } from "../__fixtures__/make-data-set";
import { check, escape, CONCERTO_1, TALK_1 } from "../__fixtures__/check-data-set";

/** Image files: missing, misnamed, unreadable, too small or too large. The data check on a fixture data folder with one change. */

// Each check writes and decodes a data folder of images as large as the site needs (~2 s on a busy
// two-core machine): more than Jest's default 5 s would allow under load.
jest.setTimeout(30_000);

describe("images", () => {
  it("names a missing image file and the likely intended one", async () => {
    const { errors } = await check({ edit: (data) => void (data.concerti[0].immagine = "immagini/concerti/2025-09-12-2130.jpg") });
    expect(errors).toEqual([
      `${CONCERTO_1} › immagine: il file data/immagini/concerti/2025-09-12-2130.jpg non esiste: forse intendevi «immagini/concerti/2025-09-12-2130.png»? · riga 6`,
    ]);
  });

  it("does not suggest an image that belongs to another entry", async () => {
    const { errors } = await check({ after: (dir) => fs.rm(path.join(dir, "immagini/talks/2025-09-13-1030-2.png")) });
    expect(errors).toEqual([
      `data/talks.json › voce 3 (“Talk del sabato mattina”) › secondaImmagine: il file data/immagini/talks/2025-09-13-1030-2.png non esiste · riga 41`,
    ]);
  });

  it("points out upper/lower case differences in file names", async () => {
    const { errors } = await check({
      after: (dir) => fs.rename(path.join(dir, "immagini/sito/logo.png"), path.join(dir, "immagini/sito/Logo.PNG")),
    });
    expect(errors).toEqual([
      `data/sito.json › logo: il file data/immagini/sito/logo.png non esiste, ma c'è «Logo.PNG»: maiuscole e minuscole devono coincidere · riga 13`,
    ]);
  });

  it("refuses a text file renamed .png", async () => {
    const { errors } = await check({
      after: (dir) => fs.writeFile(path.join(dir, "immagini/talks/2025-09-13-1030-2.png"), "non sono un'immagine"),
    });
    expect(errors).toEqual([
      `data/talks.json › voce 3 (“Talk del sabato mattina”) › secondaImmagine: il file data/immagini/talks/2025-09-13-1030-2.png non è un'immagine leggibile: forse è un file di altro tipo rinominato, o si è rovinato durante il caricamento; salvalo di nuovo come PNG o JPEG · riga 41`,
    ]);
  });
});

describe("image sizes (warnings: the site still builds)", () => {
  const writeImage = (relative: string, width: number, height: number) => async (dir: string) =>
    fs.writeFile(path.join(dir, relative), await flatPng(width, height));

  it("warns, naming file, entry and field, when a concert poster is narrower than its largest box at 2x", async () => {
    const needed = Math.max(neededSourceWidth("heroPoster"), neededSourceWidth("concertPoster"));
    const width = Math.floor(needed / 2);
    const result = await check({ after: writeImage("immagini/concerti/2025-09-12-2130.png", width, Math.round(width * 1.25)) });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(
      new RegExp(`^${escape(CONCERTO_1)} › immagine: l'immagine data/immagini/concerti/2025-09-12-2130.png è larga ${width} px: `),
    );
    expect(result.warnings[0]).toContain(`ne servono ${needed}`);
    expect(result.warnings[0]).toContain(`chiedi una versione larga almeno ${needed} px in formato 4:5`);
  });

  it("counts only what stays of a poster wider than 4:5 (its sides are cut)", async () => {
    const needed = Math.max(neededSourceWidth("heroPoster"), neededSourceWidth("concertPoster"));
    // Wide enough, but so short that the 4:5 crop keeps less than needed.
    const height = Math.floor(needed / 0.8) - 100;
    const { warnings } = await check({ after: writeImage("immagini/concerti/2025-09-12-2130.png", needed * 2, height) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`(ne restano ${Math.round(height * 0.8)} px dopo il taglio in formato 4:5)`);
  });

  it("asks less of a talk image in a grid of three than in a grid of two", async () => {
    const three = neededSourceWidth("talkImage3");
    expect(three).toBeLessThan(neededSourceWidth("talkImage2"));
    // Talk 1 of the base data has four images (two columns); give it three.
    const threeImages = await check({
      edit: (data) => {
        delete data.talks[0].quartaImmagine;
        delete data.talks[0].quartaImmagineAlt;
      },
      after: writeImage("immagini/talks/2025-09-12-1030-1.png", three, Math.ceil(three * 1.25)),
    });
    expect(threeImages.warnings).toEqual([]);
    const fourImages = await check({ after: writeImage("immagini/talks/2025-09-12-1030-1.png", three, Math.ceil(three * 1.25)) });
    expect(fourImages.warnings).toHaveLength(1);
    expect(fourImages.warnings[0]).toMatch(new RegExp(`^${escape(TALK_1)} › immagine: .*griglia di 4 immagini.*ne servono ${neededSourceWidth("talkImage2")}`));
  });

  it("warns about a sponsors banner too narrow for its box at 2x, without asking for a 4:5 shape", async () => {
    const { warnings } = await check({ after: writeImage("immagini/sito/sponsor.png", 1600, 440) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^data\/sito\.json › sponsor: l'immagine data\/immagini\/sito\/sponsor\.png è larga 1600 px: nella fascia dei sostenitori/);
    expect(warnings[0]).toContain(`almeno ${neededSourceWidth("sponsorBanner")} px`);
    expect(warnings[0]).not.toContain("4:5");
  });

  it("warns about an image far larger than the web needs", async () => {
    const side = LARGEST_SENSIBLE.side + 800;
    const { errors, warnings } = await check({ after: writeImage("immagini/edizioni/2024.png", side, Math.round(side * 1.25)) });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^data\/edizioni\.json › voce 2 \(“2024”\) › immagine: l'immagine data\/immagini\/edizioni\/2024\.png è molto grande/),
    ]);
    expect(warnings[0]).toContain(`${side} × ${Math.round(side * 1.25)} px`);
    expect(warnings[0]).toContain(`larga circa ${neededSourceWidth("editionPoster")} px`);
  });
});
