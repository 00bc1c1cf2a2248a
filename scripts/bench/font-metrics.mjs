#!/usr/bin/env node
// Prints the @font-face overrides that make the local fallback (Arial, or its metric twin
// Liberation Sans) take the same room as Space Grotesk Bold, so the swap to the web font does not
// move text (CLS) and the first paint already has the final line breaks.
//   node scripts/bench/font-metrics.mjs [fallback.ttf]
// size-adjust matches the average advance width over Italian text set in the display font (titles,
// buttons, badges); ascent/descent/line-gap come from the web font's hhea table, divided by size-adjust
// because the overrides apply to the already adjusted fallback.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";

const require = createRequire(import.meta.url);
const webFontPath = require.resolve("@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff");
const fallbackPath = process.argv[2] ?? "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf";

// What the display font sets on this site: names, titles, buttons and badges.
const SAMPLE =
  "Connessioni Il festival della comunicazione della città di Cuneo 12-14 Settembre 2025 " +
  "Scopri il programma Biglietti concerto venerdì 12 settembre Talk Concerti Edizioni PROSSIMA " +
  "Programma Venerdì Sabato Domenica Informazioni pratiche Date e orari Luogo";

const load = (file) => {
  const buffer = readFileSync(file);
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
};

/** Average advance of the sample, in em. */
function averageAdvance(font) {
  const glyphs = font.stringToGlyphs(SAMPLE);
  const total = glyphs.reduce((sum, glyph) => sum + (glyph.advanceWidth ?? 0), 0);
  return total / glyphs.length / font.unitsPerEm;
}

const web = load(webFontPath);
const fallback = load(fallbackPath);
const sizeAdjust = averageAdvance(web) / averageAdvance(fallback);
const { ascender, descender, lineGap } = web.tables.hhea;
const em = web.unitsPerEm;
const percent = (value) => `${(value * 100).toFixed(2)}%`;

const fullName = (font, file) => font.names.windows?.fullName?.en ?? font.names.fullName?.en ?? file;
console.log(`/* ${fullName(web, webFontPath)} over ${fullName(fallback, fallbackPath)} */`);
console.log(`size-adjust: ${percent(sizeAdjust)};`);
console.log(`ascent-override: ${percent(ascender / em / sizeAdjust)};`);
console.log(`descent-override: ${percent(Math.abs(descender) / em / sizeAdjust)};`);
console.log(`line-gap-override: ${percent(lineGap / em / sizeAdjust)};`);
