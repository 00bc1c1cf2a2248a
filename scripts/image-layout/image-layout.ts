/**
 * Writes what the markup needs from the page layout (src/styles/layout.ts): the `sizes` of every
 * image slot into src/components/poster/image-sizes.ts, and the widths to generate into the
 * `breakpoints` of each image query (Gatsby's queries are static text, so the numbers are written
 * there). Run `npm run image-layout` after changing the layout; src/styles/__tests__/layout.test.ts
 * fails until then.
 */
import fs from "node:fs";
import path from "node:path";
import { IMAGE_QUERIES, IMAGE_SLOTS, sizesOf, srcsetWidths, type ImageSlot } from "../../src/styles/layout";

const root = path.resolve(__dirname, "..", "..");
const SIZES_FILE = path.join(root, "src/components/poster/image-sizes.ts");

export function sizesBlock(): string {
  const lines = (Object.keys(IMAGE_SLOTS) as ImageSlot[]).map((slot) => `  ${slot}: ${JSON.stringify(sizesOf(slot))},`);
  return `export const IMAGE_SIZES = {\n${lines.join("\n")}\n} as const;`;
}

export function withSizes(source: string): string {
  return source.replace(/export const IMAGE_SIZES = \{[\s\S]*?\} as const;/, sizesBlock());
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
  fs.writeFileSync(SIZES_FILE, withSizes(fs.readFileSync(SIZES_FILE, "utf8")));
  for (const query of IMAGE_QUERIES) {
    const file = path.join(root, query.file);
    fs.writeFileSync(file, withBreakpoints(fs.readFileSync(file, "utf8"), query.fragment, srcsetWidths(query.slots, query.extraWidths)));
  }
  console.log(`image sizes and widths written (${IMAGE_QUERIES.length} queries)`);
}

if (require.main === module) main();
