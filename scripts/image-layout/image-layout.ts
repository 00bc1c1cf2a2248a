/**
 * Writes what the markup needs from the page layout (src/styles/layout.ts): the `sizes` of every
 * image slot into src/components/poster/sizes/, and the widths to generate into the
 * `breakpoints` of each image query (Gatsby's queries are static text, so the numbers are written
 * there). Run `npm run image-layout` after changing the layout; src/styles/__tests__/layout.test.ts
 * fails until then.
 */
import fs from "node:fs";
import path from "node:path";
import { IMAGE_QUERIES, IMAGE_SLOTS, sizesOf, srcsetWidths, type ImageSlot } from "../../src/styles/layout";

const root = path.resolve(__dirname, "..", "..");

const SIZES_DIR = path.join(root, "src/components/poster/sizes");

const kebab = (slot: string) => slot.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`);

/**
 * One module per slot, not one shared module: webpack keeps every export of a module that any page
 * uses, so a shared file would put every slot's string into each page's bundle; a module per slot
 * ships each page only its own.
 */
export function sizesModules(): Array<{ file: string; source: string }> {
  return (Object.keys(IMAGE_SLOTS) as ImageSlot[]).map((slot) => ({
    file: path.join(SIZES_DIR, `${kebab(slot)}.ts`),
    source:
      `// The \`sizes\` of the ${slot} image slot, made from src/styles/layout.ts by \`npm run image-layout\`.\n` +
      `export const ${slot}Sizes = ${JSON.stringify(sizesOf(slot))};\n`,
  }));
}

/**
 * The component source with the fragment's image widths set to the layout's: `breakpoints`, and
 * `width` (the largest; Gatsby adds it to the widths, so any other value would be one more file).
 */
export function withBreakpoints(source: string, fragment: string, widths: number[]): string {
  const start = source.indexOf(`fragment ${fragment} `);
  if (start < 0) throw new Error(`no fragment ${fragment}`);
  const rest = source.slice(start).replace(/gatsbyImageData\(([^)]*)\)/, (_call, args: string) => {
    const updated = args
      .replace(/\bwidth:\s*\d+/, `width: ${Math.max(...widths)}`)
      .replace(/breakpoints:\s*\[[\d,\s]*\]/, `breakpoints: [${widths.join(", ")}]`);
    return `gatsbyImageData(${updated})`;
  });
  return source.slice(0, start) + rest;
}

function main(): void {
  fs.mkdirSync(SIZES_DIR, { recursive: true });
  for (const { file, source } of sizesModules()) fs.writeFileSync(file, source);
  for (const query of IMAGE_QUERIES) {
    const file = path.join(root, query.file);
    fs.writeFileSync(file, withBreakpoints(fs.readFileSync(file, "utf8"), query.fragment, srcsetWidths(query.slots, query.extraWidths)));
  }
  console.log(`image sizes and widths written (${IMAGE_QUERIES.length} queries)`);
}

if (require.main === module) main();
