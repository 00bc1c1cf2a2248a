// SVG → palette PNG. Flat colours quantise well, so a 1200x1500 poster stays far below 150 KB.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

export async function writePng(svg: string, file: string): Promise<number> {
  const png = await sharp(Buffer.from(svg)).png({ palette: true, colors: 64, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, png);
  return png.length;
}
