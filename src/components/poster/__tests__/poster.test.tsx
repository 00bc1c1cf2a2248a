import React from "react";
import { render, screen } from "@testing-library/react";
import { Poster } from "../poster";
import { imageFixture } from "../../../test-support/fixtures";

describe("Poster", () => {
  it("offers AVIF and WebP before the fallback, with the slot's sizes", () => {
    const { container } = render(<Poster image={imageFixture("p")} alt="Locandina" sizes="104px" />);
    const sources = Array.from(container.querySelectorAll("source"));
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    sources.forEach((s) => expect(s).toHaveAttribute("sizes", "104px"));
    // The fallback <img> is one file for the browsers that read neither format: no srcset to weigh the page.
    const img = screen.getByRole("img");
    expect(img).not.toHaveAttribute("srcset");
    expect(img.getAttribute("src")).toMatch(/\.(png|jpe?g)$/);
  });

  it("loads lazily by default, with its alt text and intrinsic size against layout shift", () => {
    render(<Poster image={imageFixture("p", 400, 500)} alt="Locandina del talk" sizes="104px" />);
    const img = screen.getByRole("img", { name: "Locandina del talk" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "500");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads the leading poster eagerly and paints it decoded, but never asks for high priority itself", () => {
    // High priority comes from the page's media-scoped <PosterPreload>, only where it is the largest paint.
    render(<Poster image={imageFixture("p")} alt="Hero" sizes="50vw" leading />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("decoding", "sync");
    expect(img).toHaveAttribute("fetchpriority", "low");
  });

  it("asks for low priority for a deferred image, eager or lazy as asked", () => {
    render(<Poster image={imageFixture("p")} alt="Logo" sizes="40px" eager deferred />);
    const logo = screen.getByRole("img", { name: "Logo" });
    expect(logo).toHaveAttribute("loading", "eager");
    expect(logo).toHaveAttribute("fetchpriority", "low");
  });
});
