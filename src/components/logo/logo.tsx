import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Poster } from "../poster/poster";
import { logo } from "./logo.module.scss";

interface LogoProps {
  image: IGatsbyImageData;
  alt: string;
}

/** The festival mark at a fixed small size (1x and 2x sources from the logo in data/); loaded at once,
 * at low priority, so it never competes with the page's main image. */
export function Logo({ image, alt }: LogoProps) {
  return <Poster image={image} alt={alt} sizes={`${image.width}px`} className={logo} eager deferred />;
}
