/** @jest-environment node */
import { parseSrcset, phoneFiles, pickCandidate, slotWidth } from "../phone-images";
import { VENUE_IMAGE_SIZES } from "../../../../src/views/luogo/venue-image";

describe("which poster files a phone picks", () => {
  // The home page's hero slot (src/components/poster/sizes/hero-poster.ts) and its AVIF widths.
  const heroSizes = "(min-width: 1200px) 243px, (min-width: 960px) calc(23.26vw - 36px), (min-width: 600px) 276px, 124px";
  const hero = parseSrcset("/h/217.avif 217w,\n/h/248.avif 248w,\n/h/370.avif 370w,\n/h/552.avif 552w");

  it("reads `sizes` at a viewport width", () => {
    expect(slotWidth(heroSizes, 375)).toBe(124);
    expect(slotWidth(heroSizes, 1000)).toBeCloseTo(196.6, 1);
    expect(slotWidth("(min-width: 600px) calc(38.8vw - 41px), calc(95vw - 51px)", 400)).toBe(329);
    // A venue's photo (issue 48): a `sizes` in rem stopped the build of a venue with a photo.
    expect(slotWidth(VENUE_IMAGE_SIZES, 375)).toBe(335);
    expect(slotWidth(VENUE_IMAGE_SIZES, 1280)).toBe(768);
    expect(slotWidth("104px", 430)).toBe(104);
  });

  it("takes the first candidate at least as dense as the screen (Chromium, WebKit)", () => {
    // 124 px slot: densities 1.75, 2, 2.98, 4.45.
    expect(pickCandidate(hero, 124, 2).url).toBe("/h/248.avif");
    expect(pickCandidate(hero, 124, 2.625).url).toBe("/h/370.avif");
    expect(pickCandidate(hero, 124, 3).url).toBe("/h/552.avif"); // 2.98 is not enough
    expect(pickCandidate(hero, 200, 3).url).toBe("/h/552.avif"); // the largest is the most there is
  });

  it("keeps, per image, the union of what 360-430 px phones at DPR 2-3 pick, and nothing a desktop needs", () => {
    const files = phoneFiles("/h/217.avif 217w, /h/248.avif 248w, /h/370.avif 370w, /h/552.avif 552w, /h/800.avif 800w", heroSizes);
    expect(files.sort()).toEqual(["/h/248.avif", "/h/370.avif", "/h/552.avif"]);
  });
});
