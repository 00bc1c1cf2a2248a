import type { IGatsbyImageData } from "gatsby-plugin-image";
import { imageOf } from "../poster/image-of";

export interface TalkImage {
  image: IGatsbyImageData;
  alt: string;
}

type ImageField = {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
} | null;

/** The talk's images in order, skipping the optional third and fourth when absent. */
export function talkImages(talk: Omit<Queries.TalkCardFragment, "variazioni" | "preposizioneLuogo" | "nomiPrecedentiLuogo">): TalkImage[] {
  const slots: Array<[ImageField, string | null]> = [
    [talk.immagine, talk.immagineAlt],
    [talk.secondaImmagine, talk.secondaImmagineAlt],
    [talk.terzaImmagine, talk.terzaImmagineAlt],
    [talk.quartaImmagine, talk.quartaImmagineAlt],
  ];
  return slots.flatMap(([file, alt]) => {
    const image = imageOf(file);
    return image && alt ? [{ image, alt }] : [];
  });
}
