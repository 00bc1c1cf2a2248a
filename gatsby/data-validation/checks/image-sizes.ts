import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_SLOTS, neededSourceWidth, slotRange, talkImageSlot, type ImageSlot } from "../../../src/styles/layout";
import type { DataSet } from "../data-set";
import { isObject } from "../json-values";
import { imageReferences, type ImageReference } from "./images";

/** The posters' shape (aspectRatio in the image queries): a wider source is cropped at the sides. */
const POSTER_RATIO = 0.8;

/** The web app icon made from the logo (gatsby-plugin-manifest) is 512 px square. */
const APP_ICON_SIZE = 512;

/**
 * "Absurdly large for the web": twice the widest need on the site (the sponsors banner at 2x,
 * ~2300 px) leaves room for any crop; beyond it a file only slows every build (sharp decodes the
 * whole source for each of its ~15 outputs) and weighs on the repository for ever. 5 MB: a flat
 * poster at these sizes is well under 1 MB as PNG, a photo 1-3 MB as JPEG.
 */
export const LARGEST_SENSIBLE = { side: 4000, bytes: 5 * 1024 * 1024 } as const;

interface Need {
  /** Where the image is shown, for the message. */
  where: string;
  /** Its widest box (CSS px) and the source width that covers it at 2x. */
  box: number;
  width: number;
  /** Posters are cut to 4:5; the banner and the logo keep their shape. */
  poster: boolean;
}

const slotNeed = (slots: ImageSlot[], where: string): Need => ({
  where,
  box: Math.ceil(Math.max(...slots.map((slot) => slotRange(slot).largest))),
  width: Math.max(...slots.map(neededSourceWidth)),
  poster: true,
});

/** Where the image of a field is shown, and so how wide its source must be. */
function needOf(data: DataSet, reference: ImageReference): Need | undefined {
  const field = reference.path[reference.path.length - 1];
  switch (reference.file) {
    case "sito.json":
      if (field === "logo") return { where: "logo e icona dell'app", box: IMAGE_SLOTS.logo(), width: APP_ICON_SIZE, poster: false };
      if (field === "sponsor") return { ...slotNeed(["sponsorBanner"], "fascia dei sostenitori"), poster: false };
      return undefined;
    case "programma.json":
      return slotNeed(["programmePoster"], "programma");
    case "concerti.json":
      return slotNeed(["heroPoster", "concertPoster"], "pagina Concerti e apertura della home");
    case "edizioni.json":
      return slotNeed(["editionPoster"], "pagina Edizioni");
    case "talks.json": {
      const talk = data.items("talks.json").find(({ index }) => index === reference.path[0])?.item;
      const fields = ["immagine", "secondaImmagine", "terzaImmagine", "quartaImmagine"];
      const count = isObject(talk) ? fields.filter((name) => typeof talk[name] === "string").length : 2;
      return slotNeed([talkImageSlot(count)], `pagina Talks, griglia di ${count} immagini`);
    }
    default:
      return undefined;
  }
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toLocaleString("it-IT", { maximumFractionDigits: 1 });

/** Size of a readable image as shown (EXIF-rotated), or undefined when checkImages already refused it. */
async function measure(file: string): Promise<{ width: number; height: number; bytes: number } | undefined> {
  try {
    const [metadata, stat] = await Promise.all([sharp(file).metadata(), fs.stat(file)]);
    if (!metadata.width || !metadata.height) return undefined;
    const turned = (metadata.orientation ?? 1) >= 5;
    return { width: turned ? metadata.height : metadata.width, height: turned ? metadata.width : metadata.height, bytes: stat.size };
  } catch {
    return undefined;
  }
}

/**
 * Warnings, never errors (the site still builds): a source narrower than its largest box at 2x shows
 * soft on sharp screens; one far beyond any need only makes builds slow and the repository heavy.
 */
export async function checkImageSizes(data: DataSet, dataDir: string): Promise<void> {
  const sizes = new Map<string, Promise<Awaited<ReturnType<typeof measure>>>>();
  for (const reference of imageReferences(data)) {
    const need = needOf(data, reference);
    if (!need) continue;
    let size = sizes.get(reference.relative);
    if (!size) {
      size = measure(path.join(dataDir, reference.relative));
      sizes.set(reference.relative, size);
    }
    const measured = await size;
    if (!measured) continue;
    const { width, height, bytes } = measured;
    // A poster wider than 4:5 loses its sides; only the part that stays counts.
    const usable = need.poster ? Math.min(width, Math.round(height * POSTER_RATIO)) : width;
    const shape = need.poster ? ` in formato 4:5 (per esempio ${need.width} × ${Math.ceil(need.width / POSTER_RATIO)} px)` : "";
    if (usable < need.width) {
      const cropped = usable < width ? ` (ne restano ${usable} px dopo il taglio in formato 4:5)` : "";
      data.warn(
        reference.file,
        reference.path,
        `l'immagine ${data.displayDir}/${reference.relative} è larga ${width} px${cropped}: nella ${need.where} appare fino a ${need.box} px ` +
          `e sugli schermi ad alta definizione ne servono ${need.width}, quindi sembrerà sfocata; chiedi una versione larga almeno ${need.width} px${shape}`,
      );
    }
    if (Math.max(width, height) > LARGEST_SENSIBLE.side || bytes > LARGEST_SENSIBLE.bytes) {
      data.warn(
        reference.file,
        reference.path,
        `l'immagine ${data.displayDir}/${reference.relative} è molto grande (${width} × ${height} px, ${megabytes(bytes)} MB): il sito non la mostra ` +
          `mai più larga di ${need.width} px; salvane una versione larga circa ${need.width} px${shape}, così il sito si costruisce più in fretta e il repository resta leggero`,
      );
    }
  }
}
