import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PosterPreloadProps {
  /** The poster that is a page's largest element on a phone (the first card's). */
  image: IGatsbyImageData | undefined;
  /** Exactly the `sizes` of its <Poster>, or the browser would fetch a second file. */
  sizes: string;
}

/**
 * A <head> preload for a page's first poster (Gatsby Head API), so the browser asks for it before
 * anything else the page holds (the logo comes first in the document): with HTTP/1.1 it then gets
 * the connection the page came on, already open. AVIF only: browsers skip a preload whose type they
 * cannot read, and a WebP one too would make AVIF browsers download both.
 */
export function PosterPreload({ image, sizes }: PosterPreloadProps) {
  const avif = image?.images.sources?.find((source) => source.type === "image/avif");
  if (!avif) return null;
  // React 18 does not know fetchPriority; the lowercase attribute passes through to the HTML.
  const priority = { fetchpriority: "high" };
  return <link rel="preload" as="image" type="image/avif" imageSrcSet={avif.srcSet} imageSizes={sizes} {...priority} />;
}
