/**
 * robots.txt: everything may be crawled (the 404 page keeps itself out of the index with a
 * noindex meta, which a Disallow would hide from crawlers), and the sitemap is named with the
 * absolute address, as the Sitemaps protocol requires.
 */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}${SITEMAP_INDEX_PATH}`, ""].join("\n");
}
