import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { poster } from "./poster.module.scss";

interface PosterProps {
  image: IGatsbyImageData;
  alt: string;
  /** The slot width at each breakpoint, so phones never download desktop widths. */
  sizes: string;
  /**
   * The page's leading image (the first hero poster, the first card's first image): the largest
   * paint on wide screens, in or next to the first screen on phones. Loaded at once and decoded with
   * the paint, but it asks for low priority itself: on phones the largest paint is text, and a
   * high-priority image there would hold the page's first round trips for something that is not
   * the largest paint. Where it is (wide screens), the page's <PosterPreload media=…> fetches the
   * same file at high priority.
   */
  leading?: boolean;
  /** In the first screen (the logo in the top bar, the second hero poster): loaded at once, not when laid out. */
  eager?: boolean;
  /**
   * Not the page's largest paint but in or near the first screen (the logo, the second hero poster,
   * the other images of the first talk): fetched at low priority, so they do not take a share of a
   * phone's first round trips from what is (on HTTP/1.1 every concurrent image takes its own
   * connection and a share of the link).
   */
  deferred?: boolean;
  className?: string;
}

/**
 * A responsive poster from gatsby-plugin-image's processed sources (AVIF, WebP, fallback),
 * rendered as a native <picture>. We do not use <GatsbyImage> here on purpose: for fixed-ratio
 * posters it only adds a client runtime, an inline script and a fade-in from opacity 0, which
 * delays the moment a visitor actually sees the poster and hides it from visitors without
 * JavaScript. Native lazy loading and width/height attributes give the same result with no JS
 * and no layout shift.
 */
export function Poster({ image, alt, sizes, leading = false, eager = false, deferred = false, className }: PosterProps) {
  // Our formats always include "auto", so gatsby-plugin-image always writes a fallback <img>.
  const { fallback, sources = [] } = image.images as Required<IGatsbyImageData["images"]>;
  const classes = className ? `${poster} ${className}` : poster;
  // React 18 does not know fetchPriority; the lowercase attribute passes through to the HTML.
  const priorityAttrs = leading || deferred ? { fetchpriority: "low" } : {};
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {/* The fallback format (PNG) only reaches browsers that read neither AVIF nor WebP, all of
          them older than srcset-era phones: one file is enough, and each page is lighter. */}
      <img
        className={classes}
        src={fallback.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={leading || eager ? "eager" : "lazy"}
        decoding={leading ? "sync" : "async"}
        {...priorityAttrs}
      />
    </picture>
  );
}
