// The source files behind the site's images, read from the data folder the site was built from
// (data/, or CONNESSIONI_DATA_DIR), so image tests know how large each source really is.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const dataDir = path.resolve(__dirname, "..", "..", "..", process.env.CONNESSIONI_DATA_DIR ?? "data");
const DATA_FILES = ["sito.json", "programma.json", "concerti.json", "talks.json", "edizioni.json"];
const IMAGE_FIELDS = new Set(["logo", "sponsor", "locandina", "immagine", "secondaImmagine", "terzaImmagine", "quartaImmagine"]);
/** Images shown in their own shape; every other image is a poster cut to 4:5 (aspectRatio 0.8). */
const KEEPS_SHAPE = new Set(["logo", "sponsor"]);

export interface ImageSource {
  file: string; // relative to the data folder
  alt: string;
  /** The widest the site can show it: its width, or what a 4:5 crop keeps of it. */
  usableWidth: number;
}

function collect(value: unknown, found: { file: string; alt: string; field: string }[]): void {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (typeof value === "object" && value !== null) {
    const entry = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(entry)) {
      const alt = entry[`${key}Alt`];
      if (IMAGE_FIELDS.has(key) && typeof child === "string" && typeof alt === "string") found.push({ file: child, alt, field: key });
      else collect(child, found);
    }
  }
}

/** An image file's width and height as a browser lays it out (EXIF rotation applied), from its header. */
export async function shownSize(input: string | Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(input).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

export async function imageSources(): Promise<ImageSource[]> {
  const found: { file: string; alt: string; field: string }[] = [];
  for (const name of DATA_FILES) collect(JSON.parse(fs.readFileSync(path.join(dataDir, name), "utf8")), found);
  return Promise.all(
    found.map(async ({ file, alt, field }) => {
      const { width: shownWidth, height: shownHeight } = await shownSize(path.join(dataDir, file));
      const usableWidth = KEEPS_SHAPE.has(field) ? shownWidth : Math.min(shownWidth, Math.round(shownHeight * 0.8));
      return { file, alt, usableWidth };
    }),
  );
}
