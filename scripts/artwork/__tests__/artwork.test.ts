/**
 * @jest-environment node
 */
// The artwork contract: every image the data references exists with the right shape and a small size,
// the sponsors banner says exactly what its alt text says, and the motif is stable per file name.
import { readFileSync } from "node:fs";
import { imagePath, readData, type Concerto, type Edizione, type ProgrammaDay, type Sito, type Talk } from "../data-files";
import { neededSourceWidth } from "../../../src/styles/layout";
import { banner, sponsorGroups } from "../layouts/sponsor-banner";
import { connections } from "../motif";
import { textPath } from "../typography";

function pngSize(file: string): { width: number; height: number; bytes: number } {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
}

function referencedPosters(): string[] {
  const talks = readData<Talk[]>("talks.json");
  return [
    ...readData<ProgrammaDay[]>("programma.json").flatMap((day) => day.eventi.map((event) => event.locandina)),
    ...readData<Concerto[]>("concerti.json").map((concert) => concert.immagine),
    ...talks.flatMap((talk) => [talk.immagine, talk.secondaImmagine, talk.terzaImmagine, talk.quartaImmagine]),
    ...readData<Edizione[]>("edizioni.json").map((edition) => edition.immagine),
  ].filter((file): file is string => Boolean(file));
}

describe("generated artwork", () => {
  it("has a 4:5 PNG under 150 KB, wide enough for its largest box at 2x, for every poster and card the data references", () => {
    const files = referencedPosters();
    expect(files.length).toBeGreaterThanOrEqual(20);
    const posterSlots = ["heroPoster", "concertPoster", "editionPoster", "talkImage2", "talkImage3", "programmePoster"] as const;
    const needed = Math.max(...posterSlots.map(neededSourceWidth));
    for (const file of files) {
      const { width, height, bytes } = pngSize(imagePath(file));
      expect({ file, wideEnough: width >= needed, ratio: height / width }).toEqual({ file, wideEnough: true, ratio: 1.25 });
      expect(bytes).toBeLessThan(150 * 1024);
    }
  });

  it("has a square 512 px logo (the app icon's size) and a sponsors banner wide enough for its box at 2x", () => {
    const sito = readData<Sito>("sito.json");
    expect(pngSize(imagePath(sito.logo))).toMatchObject({ width: 512, height: 512 });
    const { width, height } = pngSize(imagePath(sito.sponsor));
    expect(width).toBeGreaterThanOrEqual(neededSourceWidth("sponsorBanner"));
    expect(width / height).toBeCloseTo(banner.width / banner.height, 2);
  });

  it("names on the sponsors banner exactly the supporters of its alt text, by group", () => {
    const groups = sponsorGroups(readData<Sito>("sito.json").sponsorAlt);
    expect(groups).toEqual([
      { label: "CON IL SOSTEGNO DI", names: ["Fondazione CRC", "Fondazione CRT", "Comune di Cuneo"] },
      { label: "CON IL PATROCINIO DI", names: ["Regione Piemonte", "Provincia di Cuneo"] },
      {
        label: "PARTNER",
        names: ["Consulta Giovani di Cuneo", "Progetto H.A.R.", "centro culturale NUoVO", "Open Baladin Cuneo", "Libreria Ippogrifo"],
      },
    ]);
  });

  it("rejects a sponsors text it cannot read instead of drawing a wrong banner", () => {
    expect(() => sponsorGroups("Grazie a tutti")).toThrow(/sponsorAlt/);
  });

  it("draws the same motif for the same file name and a different one for another", () => {
    const region = { x: 80, y: 200, width: 1040, height: 400 };
    const first = connections("immagini/programma/a.png", region, "violet");
    expect(first).toContain("<circle");
    expect(connections("immagini/programma/a.png", region, "violet")).toBe(first);
    expect(connections("immagini/programma/b.png", region, "violet")).not.toBe(first);
  });

  it("refuses text the bundled font cannot draw", () => {
    expect(() => textPath({ text: "Ciao 🎵", x: 0, y: 0, size: 40, weight: 700, color: "ink" })).toThrow(/Space Grotesk/);
    // opentype.js's own toPathData writes "NaN" into exactly this line; our serialiser must not.
    expect(textPath({ text: "VEN 12 SETTEMBRE 2025", x: 132, y: 1209.8, size: 54, weight: 700, color: "ink" })).not.toContain("NaN");
  });
});
