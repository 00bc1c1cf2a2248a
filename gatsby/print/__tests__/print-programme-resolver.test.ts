/**
 * @jest-environment node
 */
import { mapSearchWords, qrSvg, shortAddress } from "../print-programme-resolver";

describe("the printable programme's build-time fields", () => {
  it("reads a map search's words, and nothing from a link that is not a search", () => {
    expect(mapSearchWords("https://www.google.com/maps/search/?api=1&query=Teatro%20Toselli%2C%20Cuneo")).toBe("Teatro Toselli, Cuneo");
    expect(mapSearchWords("https://maps.example/?q=Arena")).toBe("Arena");
    expect(mapSearchWords("https://maps.example/place/123")).toBeNull();
    expect(mapSearchWords("not a link")).toBeNull();
  });

  it("writes the address as a reader types it", () => {
    expect(shortAddress("https://www.festival.example/")).toBe("www.festival.example");
  });

  it("draws the QR code as an SVG element, black on white, silent for screen readers, the same for the same address", async () => {
    const svg = await qrSvg("https://www.festival.example/");
    expect(svg).toMatch(/^<svg aria-hidden="true" focusable="false" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('stroke="#000000"');
    expect(svg.trim().endsWith("</svg>")).toBe(true);
    await expect(qrSvg("https://www.festival.example/")).resolves.toBe(svg);
    await expect(qrSvg("https://www.festival.example/altro/")).resolves.not.toBe(svg);
  });
});
