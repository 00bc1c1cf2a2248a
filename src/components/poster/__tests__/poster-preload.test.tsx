import React from "react";
import { render } from "@testing-library/react";
import { PosterPreload } from "../poster-preload";
import { imageFixture } from "../../../test-support/fixtures";

describe("PosterPreload", () => {
  it("preloads the AVIF candidates with the poster's sizes, at high priority, where the media query applies", () => {
    const image = imageFixture("p");
    const { container } = render(<PosterPreload image={image} sizes="(min-width: 600px) 38vw, 100vw" media="(min-width: 600px)" />);
    const link = container.querySelector("link");
    const avif = image.images.sources?.find((source) => source.type === "image/avif");
    expect(link).toHaveAttribute("rel", "preload");
    expect(link).toHaveAttribute("as", "image");
    expect(link).toHaveAttribute("type", "image/avif");
    expect(link).toHaveAttribute("imagesrcset", avif?.srcSet);
    expect(link).toHaveAttribute("imagesizes", "(min-width: 600px) 38vw, 100vw");
    expect(link).toHaveAttribute("fetchpriority", "high");
    expect(link).toHaveAttribute("media", "(min-width: 600px)");
  });

  it("renders nothing without a poster", () => {
    const { container } = render(<PosterPreload image={undefined} sizes="100vw" media="(min-width: 600px)" />);
    expect(container).toBeEmptyDOMElement();
  });
});
