#!/usr/bin/env node
// Prints the @font-face overrides that make the local fallback (Arial Bold, or its metric twin
// Liberation Sans Bold) take the same room as Space Grotesk Bold, so the swap to the web font does
// not move text (CLS) and the first paint already has the final line breaks.
//   node scripts/bench/font-metrics.mjs [fallback.ttf]
// size-adjust matches the width of the festival's name, the largest text on the site (the home
// hero title, the LCP candidate, set at up to 6.5rem in a column it nearly fills: a wider fallback
// would wrap it onto two lines and push the page down at the swap). Other display texts are listed
// for reference. ascent/descent/line-gap come from the web font's hhea table (its USE_TYPO_METRICS
// values are the same), divided by size-adjust because the overrides apply to the adjusted fallback.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import opentype from "opentype.js";

const require = createRequire(import.meta.url);
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const webFontPath = require.resolve("@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff");
const fallbackPath = process.argv[2] ?? "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf";
const siteName = JSON.parse(readFileSync(path.join(projectDir, "data", "sito.json"), "utf8")).nome;
const OTHER_SAMPLES = ["Scopri il programma", "Venerdì 12 settembre", "PROSSIMA", "CONCERTO"];

const load = (file) => {
  const buffer = readFileSync(file);
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
};
const fullName = (font, file) => font.names.windows?.fullName?.en ?? font.names.fullName?.en ?? file;
const width = (font, text) => font.getAdvanceWidth(text, font.unitsPerEm, { kerning: true }) / font.unitsPerEm;

const web = load(webFontPath);
const fallback = load(fallbackPath);
const sizeAdjust = width(web, siteName) / width(fallback, siteName);
const { ascender, descender, lineGap } = web.tables.hhea;
const em = web.unitsPerEm;
const percent = (value) => `${(value * 100).toFixed(2)}%`;

console.log(`/* ${fullName(web, webFontPath)} over ${fullName(fallback, fallbackPath)}, width matched on "${siteName}" */`);
console.log(`size-adjust: ${percent(sizeAdjust)};`);
console.log(`ascent-override: ${percent(ascender / em / sizeAdjust)};`);
console.log(`descent-override: ${percent(Math.abs(descender) / em / sizeAdjust)};`);
console.log(`line-gap-override: ${percent(lineGap / em / sizeAdjust)};`);
for (const text of OTHER_SAMPLES) {
  const ratio = width(web, text) / (width(fallback, text) * sizeAdjust);
  console.log(`/* "${text}": web font ${percent(ratio)} of the adjusted fallback */`);
}
