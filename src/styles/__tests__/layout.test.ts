/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import * as sass from "sass";
import { sizesModules, withBreakpoints } from "../../../scripts/image-layout/image-layout";
import {
  BREAKPOINTS,
  CARD_BORDER,
  CONCERT_CARD,
  EDITION_CARD,
  GUTTER,
  HERO,
  HERO_PHONE_WIDTHS,
  IMAGE_QUERIES,
  IMAGE_SLOTS,
  LOGO_SIZE,
  MAX_DENSITY,
  PAGE_WIDTH,
  PROGRAMME_POSTER_WIDTH,
  SMALLEST_VIEWPORT,
  SPACE,
  SPONSOR_BORDER,
  TALK_CARD,
  neededSourceWidth,
  sizesOf,
  srcsetWidths,
  type ImageSlot,
} from "../layout";

const SRC = path.join(__dirname, "..", "..");
const slots = Object.keys(IMAGE_SLOTS) as ImageSlot[];

/** A `sizes` attribute evaluated the way a browser does at a viewport width (our own output only). */
function evaluateSizes(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const match = /^(?:\(min-width: (\d+)px\)\s+)?(.+)$/.exec(entry.trim());
    if (!match) throw new Error(`cannot read "${entry}"`);
    const [, minWidth, length] = match;
    if (minWidth && viewport < Number(minWidth)) continue;
    const px = /^(\d+(?:\.\d+)?)px$/.exec(length);
    if (px) return Number(px[1]);
    const calc = /^calc\((-?\d+(?:\.\d+)?)vw ([+-]) (\d+(?:\.\d+)?)px\)$/.exec(length);
    if (!calc) throw new Error(`cannot read "${length}"`);
    return (Number(calc[1]) * viewport) / 100 + (calc[2] === "-" ? -1 : 1) * Number(calc[3]);
  }
  throw new Error(`"${sizes}" has no length for ${viewport}px`);
}

/** Chromium's choice: the narrowest candidate at least slot × density wide, else the widest. */
const chosen = (widths: number[], sizesValue: number, density: number): number =>
  widths.find((width) => width >= sizesValue * density) ?? widths[widths.length - 1];

const viewports = Array.from({ length: 2560 - SMALLEST_VIEWPORT + 1 }, (_, index) => SMALLEST_VIEWPORT + index);

describe("image sizes from the layout", () => {
  it.each(slots)("%s: `sizes` never understates the slot and overstates it by 5%% at most", (slot) => {
    const sizes = sizesOf(slot);
    const wrong = viewports.filter((viewport) => {
      const stated = evaluateSizes(sizes, viewport);
      const actual = IMAGE_SLOTS[slot](viewport);
      return stated < actual - 0.5 || stated > actual * 1.05 + 0.6;
    });
    expect({ sizes, wrong: wrong.slice(0, 5) }).toEqual({ sizes, wrong: [] });
  });

  it.each([
    ["heroPoster", ["heroPoster"], HERO_PHONE_WIDTHS],
    ["concertPoster", ["concertPoster"], []],
    ["editionPoster", ["editionPoster"], []],
    ["talkImage2", ["talkImage2", "talkImage3"], []],
    ["talkImage3", ["talkImage2", "talkImage3"], []],
    ["programmePoster", ["programmePoster"], []],
    ["archiveProgrammePoster", ["programmePoster"], []],
    ["sponsorBanner", ["sponsorBanner"], []],
  ] as [ImageSlot, ImageSlot[], readonly number[]][])(
    "%s: every screen from 1x to 3x gets 0.95 to 2.5 times the pixels its box needs at 2x at most",
    (slot, sharing, extra) => {
      const widths = srcsetWidths(sharing, extra);
      const sizes = sizesOf(slot);
      const wrong: string[] = [];
      for (const viewport of viewports) {
        for (const density of [1, 1.25, 1.5, 1.75, 2, 2.625, 3]) {
          const box = IMAGE_SLOTS[slot](viewport);
          const ratio = chosen(widths, evaluateSizes(sizes, viewport), density) / (box * Math.min(density, MAX_DENSITY));
          if (ratio < 0.95 || ratio > 2.5) wrong.push(`${viewport}@${density}: ${ratio.toFixed(2)}`);
        }
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    },
  );

  it("asks for sources as wide as the largest box at 2x", () => {
    for (const slot of slots) {
      const largest = Math.max(...viewports.map((viewport) => IMAGE_SLOTS[slot](viewport)));
      expect(neededSourceWidth(slot)).toBe(Math.ceil(largest * 2));
    }
  });
});

describe("`npm run image-layout` is up to date", () => {
  it.each(sizesModules().map(({ file, source }) => [path.relative(SRC, file), source]))("%s has the layout's sizes", (file, source) => {
    expect(fs.readFileSync(path.join(SRC, file), "utf8")).toBe(source);
  });

  it.each(IMAGE_QUERIES.map((query) => [query.file, query.fragment, query]))("%s (%s) generates the layout's widths", (_file, _fragment, query) => {
    const source = fs.readFileSync(path.join(SRC, "..", query.file), "utf8");
    expect(withBreakpoints(source, query.fragment, srcsetWidths(query.slots, query.extraWidths))).toBe(source);
  });
});

/** Every declaration of a compiled stylesheet, with its selector and media condition. */
function compiledDeclarations(file: string): { media: string; selector: string; property: string; value: string }[] {
  const css = sass.compile(path.join(SRC, file), { loadPaths: [path.join(SRC, "styles")] }).css.replace(/\/\*[\s\S]*?\*\//g, "");
  const found: { media: string; selector: string; property: string; value: string }[] = [];
  const stack: string[] = [];
  let buffer = "";
  for (const character of css) {
    if (character === "{") {
      stack.push(buffer.trim());
      buffer = "";
    } else if (character === ";" || character === "}") {
      const declaration = /^([\w-]+)\s*:\s*([\s\S]+)$/.exec(buffer.trim());
      const selector = [...stack].reverse().find((prelude) => !prelude.startsWith("@"));
      if (declaration && selector) {
        const media = stack.filter((prelude) => prelude.startsWith("@media")).join(" ");
        found.push({ media, selector, property: declaration[1], value: declaration[2].trim() });
      }
      buffer = "";
      if (character === "}") stack.pop();
    } else {
      buffer += character;
    }
  }
  return found;
}

const rem = (px: number) => `${px / 16}rem`;
const space = (px: number) => {
  const name = Object.entries(SPACE).find(([, value]) => value === px)?.[0];
  if (!name) throw new Error(`${px}px is not a --space token`);
  return `var(--space-${name})`;
};
const from = (breakpoint: number) => `@media (min-width: ${breakpoint}px)`;

describe("layout.ts says what the stylesheets do", () => {
  const value = (file: string, selector: string, property: string, media = ""): string | undefined =>
    compiledDeclarations(file).find((entry) => entry.selector === selector && entry.property === property && entry.media === media)?.value;

  it("tokens: page width, gutter, spaces, breakpoints", () => {
    const tokens = compiledDeclarations("styles/_custom-properties.scss");
    const token = (name: string) => tokens.find((entry) => entry.property === name)?.value;
    expect(token("--page-width")).toBe(rem(PAGE_WIDTH));
    expect(token("--gutter")).toBe(`clamp(${rem(GUTTER.min)}, ${rem(GUTTER.base)} + ${GUTTER.vw}vw, ${rem(GUTTER.max)})`);
    for (const [name, px] of Object.entries(SPACE)) expect([name, token(`--space-${name}`)]).toEqual([name, rem(px)]);
    const source = fs.readFileSync(path.join(SRC, "styles", "_tokens.scss"), "utf8");
    for (const [name, px] of Object.entries(BREAKPOINTS)) expect(source).toContain(`$bp-${name}: ${px}px;`);
    const mixins = fs.readFileSync(path.join(SRC, "styles", "_mixins.scss"), "utf8");
    expect(mixins).toMatch(
      /@mixin page-container \{\s*width: 100%;\s*max-width: var\(--page-width\);\s*margin-inline: auto;\s*padding-inline: var\(--gutter\);/,
    );
    expect(mixins).toMatch(/@mixin card-frame \{\s*border: 2px solid/);
    expect(CARD_BORDER).toBe(2);
  });

  it("hero", () => {
    const file = "components/hero/hero.module.scss";
    expect(value(file, ".inner", "grid-template-columns", from(BREAKPOINTS.nav))).toBe(`minmax(0, ${HERO.copyFr}fr) minmax(0, ${HERO.postersFr}fr)`);
    expect(value(file, ".inner", "gap")).toBe(space(HERO.columnGap));
    expect(value(file, ".posters", "grid-template-columns")).toBe("repeat(2, minmax(0, 1fr))");
    expect(value(file, ".posters", "max-width")).toBe(rem(HERO.postersMaxWidth.base));
    expect(value(file, ".posters", "max-width", from(BREAKPOINTS.sm))).toBe(rem(HERO.postersMaxWidth.sm));
    expect(value(file, ".posters", "gap")).toBe(space(HERO.postersGap.base));
    expect(value(file, ".posters", "gap", from(BREAKPOINTS.nav))).toBe(space(HERO.postersGap.nav));
    expect(value(file, ".poster", "border")).toBe(`${HERO.posterBorder}px solid var(--color-paper)`);
  });

  it("concert card", () => {
    const file = "components/concert-card/concert-card.module.scss";
    expect(value(file, ".card", "padding")).toBe(space(CONCERT_CARD.padding.base));
    expect(value(file, ".card", "padding", from(BREAKPOINTS.sm))).toBe(space(CONCERT_CARD.padding.sm));
    expect(value(file, ".card", "gap")).toBe(space(CONCERT_CARD.gap));
    expect(value(file, ".card", "grid-template-columns", from(BREAKPOINTS.sm))).toBe(
      `minmax(0, ${CONCERT_CARD.posterFr}fr) minmax(0, ${CONCERT_CARD.bodyFr}fr)`,
    );
  });

  it("edition card", () => {
    const file = "components/edition-card/edition-card.module.scss";
    expect(value(file, ".card", "padding")).toBe(space(EDITION_CARD.padding.base));
    expect(value(file, ".card", "padding", from(BREAKPOINTS.sm))).toBe(space(EDITION_CARD.padding.sm));
    expect(value(file, ".card", "gap")).toBe(space(EDITION_CARD.gap));
    expect(value(file, ".card", "grid-template-columns", from(BREAKPOINTS.sm))).toBe(
      `minmax(0, ${EDITION_CARD.posterFr}fr) minmax(0, ${EDITION_CARD.bodyFr}fr)`,
    );
  });

  it("talk card", () => {
    const file = "components/talk-card/talk-card.module.scss";
    expect(value(file, ".card", "padding")).toBe(space(TALK_CARD.padding.base));
    expect(value(file, ".card", "padding", from(BREAKPOINTS.nav))).toBe(space(TALK_CARD.padding.nav));
    expect(value(file, ".card", "gap")).toBe(space(TALK_CARD.gap));
    expect(value(file, ".card", "grid-template-columns", from(BREAKPOINTS.nav))).toBe("minmax(0, 1fr) minmax(0, 1fr)");
    expect(value(file, ".gallery", "grid-template-columns")).toBe("repeat(2, minmax(0, 1fr))");
    expect(value(file, ".count3", "grid-template-columns")).toBe("repeat(3, minmax(0, 1fr))");
    expect(value(file, ".gallery", "gap")).toBe(space(TALK_CARD.galleryGap));
  });

  it("programme card, logo, sponsors banner", () => {
    expect(value("components/programme/event-card.module.scss", ".card", "grid-template-columns")).toBe(`${rem(PROGRAMME_POSTER_WIDTH)} minmax(0, 1fr)`);
    expect(value("components/logo/logo.module.scss", ".logo", "width")).toBe(rem(LOGO_SIZE));
    expect(value("components/sponsors/sponsors.module.scss", ".banner", "border")).toBe(`${SPONSOR_BORDER}px solid var(--color-ink)`);
    expect(value("components/sponsors/sponsors.module.scss", ".section", "max-width")).toBe("var(--page-width)");
  });
});

describe("docs/guida-editori.md", () => {
  it("asks designers for the sizes the layout needs", () => {
    const guide = fs.readFileSync(path.join(SRC, "..", "docs", "guida-editori.md"), "utf8");
    const needs = [
      Math.max(neededSourceWidth("heroPoster"), neededSourceWidth("concertPoster")),
      neededSourceWidth("talkImage2"),
      neededSourceWidth("talkImage3"),
      neededSourceWidth("editionPoster"),
      neededSourceWidth("programmePoster"),
      neededSourceWidth("sponsorBanner"),
    ];
    for (const width of needs) expect(guide).toContain(` ${width} px`);
  });
});
