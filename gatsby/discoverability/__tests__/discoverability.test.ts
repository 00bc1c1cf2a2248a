import sharp from "sharp";
import { faviconIco } from "../favicon-ico";
import { robotsTxt } from "../robots-txt";

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap index by its absolute URL", () => {
    const txt = robotsTxt("https://festival.example");
    expect(txt).toContain("User-agent: *");
    expect(txt).toMatch(/^Sitemap: https:\/\/festival\.example\/sitemap-index\.xml$/m);
    expect(txt).not.toMatch(/^Disallow: \/\S/m);
  });
});

describe("faviconIco", () => {
  it("packs PNG images of each size in an ICO container", async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#FF5A3C" } })
      .png()
      .toBuffer();
    const ico = await faviconIco(logo, [16, 32]);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    for (const [i, size] of [16, 32].entries()) {
      const entry = 6 + 16 * i;
      expect(ico.readUInt8(entry)).toBe(size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", size, size]);
    }
  });
});
