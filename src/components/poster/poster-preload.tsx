import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PosterPreloadProps {
  /** The page's leading image (<Poster leading>): the largest paint where `media` applies. */
  image: IGatsbyImageData | undefined;
  /** Exactly the `sizes` of its <Poster>, or the browser would fetch a second file. */
  sizes: string;
  /**
   * Where the image is the largest paint in the first screen (src/styles/media.ts). Below that, on
   * phones, the largest paint is text: no image is fetched at high priority there.
   */
  media: string;
}

/**
 * The page's one high-priority image request, a <head> preload (Gatsby Head API) scoped to the
 * screens where that image is the largest paint: the browser asks for it before anything the page
 * holds (the logo comes first in the document), and with HTTP/1.1 it gets the connection the page
 * came on, already open. Media-scoped because fetchpriority on the <img> would apply on every
 * screen. AVIF only: browsers skip a preload whose type they cannot read, and a WebP one too would
 * make AVIF browsers download both.
 */
export function PosterPreload({ image, sizes, media }: PosterPreloadProps) {
  const avif = image?.images.sources?.find((source) => source.type === "image/avif");
  if (!avif) return null;
  // React 18 does not know fetchPriority; the lowercase attribute passes through to the HTML.
  const priority = { fetchpriority: "high" };
  return <link rel="preload" as="image" type="image/avif" imageSrcSet={avif.srcSet} imageSizes={sizes} media={media} {...priority} />;
}
