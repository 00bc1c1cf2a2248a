import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { poster } from "./poster.module.scss";

interface PosterProps {
  image: IGatsbyImageData;
  alt: string;
  /** The slot width at each breakpoint, so phones never download desktop widths. */
  sizes: string;
  /** The page's one LCP candidate (the first hero poster, the first card of a list page): fetched first, decoded at once. */
  priority?: boolean;
  /** In the first screen (the logo in the top bar, the second hero poster): loaded at once, not when laid out. */
  eager?: boolean;
  /**
   * In the first screen but not the page's LCP candidate (the logo, the second hero poster, the
   * extra images of the first talk): fetched at low priority, so the LCP candidate has the first
   * round trips to itself (on HTTP/1.1 every concurrent image takes its own connection and a share
   * of a phone's bandwidth).
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
export function Poster({ image, alt, sizes, priority = false, eager = false, deferred = false, className }: PosterProps) {
  // Our formats always include "auto", so gatsby-plugin-image always writes a fallback <img>.
  const { fallback, sources = [] } = image.images as Required<IGatsbyImageData["images"]>;
  const classes = className ? `${poster} ${className}` : poster;
  // React 18 does not know fetchPriority; the lowercase attribute passes through to the HTML.
  const priorityAttrs = priority ? { fetchpriority: "high" } : deferred ? { fetchpriority: "low" } : {};
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
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        {...priorityAttrs}
      />
    </picture>
  );
}
