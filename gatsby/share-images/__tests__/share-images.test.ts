import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { composeShareImage, textSvg } from "../compose-share-image";
import { fitSize, pathData, textWidth, wrapText } from "../text-paths";
import { shareArtwork } from "../share-artwork";
import { SHARE_PAGES } from "../../../src/seo/share-pages";
import { pagePaths } from "../../../src/utils/page-paths";

// Our own throw-away posters, so the test does not depend on the volunteers' image files.
const posterDir = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-condivisione-"));
const poster = (name: string) => path.join(posterDir, name);
beforeAll(async () => {
  for (const [name, background] of [
    ["uno.png", "#ff5a3c"],
    ["due.png", "#ffc83d"],
  ]) {
    await sharp({ create: { width: 300, height: 375, channels: 3, background } })
      .png()
      .toFile(poster(name));
  }
});
afterAll(() => fs.rmSync(posterDir, { recursive: true, force: true }));

const input = {
  nome: "Connessioni",
  edizione: "2025",
  heading: "Il festival della comunicazione",
  subtitle: "12-14 Settembre 2025 · Cuneo",
  artwork: [poster("uno.png"), poster("due.png")],
};

describe("text as SVG paths", () => {
  it("draws every glyph, accents and typographic quotes included, with finite coordinates", () => {
    const svg = textSvg({ ...input, heading: "Venerdì “influenzati” è così" });
    expect(svg).not.toContain("<text");
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(4);
  });

  it("writes compact path data for every command type", () => {
    expect(
      pathData([
        { type: "M", x: 1.04, y: 2 },
        { type: "Q", x1: 3, y1: 4.26, x: 5, y: 6 },
        { type: "C", x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6 },
        { type: "Z" },
      ]),
    ).toBe("M1 2Q3 4.3 5 6C1 2 3 4 5 6Z");
  });

  it("shrinks a long title to fit and wraps a long heading", () => {
    const size = fitSize("CONNESSIONI", 700, 92, 520);
    expect(textWidth("CONNESSIONI", 700, size)).toBeLessThanOrEqual(520);
    expect(wrapText("Il festival della comunicazione", 500, 46, 520)).toEqual(["Il festival della", "comunicazione"]);
  });
});

describe("composeShareImage", () => {
  it("makes a 1200x630 PNG from our posters", async () => {
    const png = await composeShareImage(input);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    // the left of the image is the ink background, the right holds a poster
    const { data } = await sharp(png).extract({ left: 20, top: 20, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x14, 0x12, 0x3a]);
  });
});

describe("shareArtwork", () => {
  it("chooses up to three of our own images for every page", () => {
    const img = (absolutePath: string) => ({ absolutePath });
    const chosen = shareArtwork({
      programma: [
        {
          eventi: [
            { tipo: "Talk", locandina: img("t1") },
            { tipo: "Concerto", locandina: img("c1") },
          ],
        },
        {
          eventi: [
            { tipo: "Talk", locandina: img("t2") },
            { tipo: "Concerto", locandina: img("c2") },
          ],
        },
      ],
      concerti: [{ immagine: img("k1") }, { immagine: img("k2") }],
      talks: [{ immagine: img("a") }, { immagine: img("b") }, { immagine: img("c") }, { immagine: img("d") }],
      edizioni: [{ immagine: img("2023") }, { immagine: img("2024") }, { immagine: img("2025") }],
    });
    expect(Object.keys(chosen)).toEqual(SHARE_PAGES.map((p) => p.pathname));
    expect(chosen["/"]).toEqual(["t1", "c2", "c1"]);
    expect(chosen[pagePaths.concerti]).toEqual(["k1", "k2"]);
    expect(chosen[pagePaths.talks]).toEqual(["a", "b", "c"]);
    expect(chosen[pagePaths.edizioni]).toEqual(["2023", "2024", "2025"]);
  });

  it("between editions, lends a page without artwork of its own the home's, or the editions'", () => {
    const img = (absolutePath: string) => ({ absolutePath });
    const announced = shareArtwork({
      programma: [{ eventi: [{ tipo: "Talk", locandina: img("t1") }] }],
      concerti: [],
      talks: [{ immagine: img("a") }],
      edizioni: [{ immagine: img("2024") }, { immagine: null }],
    });
    expect(announced[pagePaths.concerti]).toEqual(["t1"]);
    expect(announced[pagePaths.edizioni]).toEqual(["2024"]);
    const unannounced = shareArtwork({ programma: [{ eventi: [] }], concerti: [], talks: [], edizioni: [{ immagine: img("2024") }] });
    expect(Object.values(unannounced)).toEqual(SHARE_PAGES.map(() => ["2024"]));
  });
});
