import React from "react";

/**
 * Head components dropped from every page, found by the React keys Gatsby and gatsby-plugin-image
 * give them (private names, so the contract test checks the built pages no longer carry them):
 * - gatsby-plugin-image adds, on every page, the styles and the module script that fade <GatsbyImage>
 *   in from opacity 0. Our posters are native <picture> elements (see components/poster), so that
 *   script would only listen to every image load for nothing, and its CSS would ship unused. Its
 *   keys: gatsby-image-style, gatsby-image-style-noscript, gatsby-image-style-script.
 * - Gatsby's <meta name="generator"> (key generator-<version>) tells visitors nothing and costs bytes
 *   in the first round trip.
 */
export const PIECE = "dropped-head-components";

const DROPPED_KEY = /^(gatsby-image-style|generator-)/;

export const isDroppedHeadComponent = (component: React.ReactNode): boolean => React.isValidElement(component) && DROPPED_KEY.test(String(component.key));

/** What the dropped components write into a page, for the contract test. */
export const DROPPED_MARKUP = {
  generator: /<meta name="generator"/,
  imageStyle: /data-main-image/,
} as const;
