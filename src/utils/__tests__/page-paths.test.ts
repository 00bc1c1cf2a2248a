import { inSiteUrlForm, pagePaths, sitePagePaths } from "../page-paths";

describe("page paths", () => {
  it("writes every page but home with a trailing slash, the form the hosts serve with 200", () => {
    expect(pagePaths.home).toBe("/");
    for (const path of sitePagePaths) expect(path).toMatch(/^\/(?:[a-z-]+\/)?$/);
  });

  it("puts a page path in the site's URL form, keeping fragment and query", () => {
    expect(inSiteUrlForm("/")).toBe("/");
    expect(inSiteUrlForm("/concerti")).toBe("/concerti/");
    expect(inSiteUrlForm("/concerti/")).toBe("/concerti/");
    expect(inSiteUrlForm("/talks#talk-1")).toBe("/talks/#talk-1");
    expect(inSiteUrlForm("/talks?a=1#b")).toBe("/talks/?a=1#b");
    expect(inSiteUrlForm("/#programma")).toBe("/#programma");
  });

  it("leaves file paths alone", () => {
    expect(inSiteUrlForm("/calendario/festival.ics")).toBe("/calendario/festival.ics");
    expect(inSiteUrlForm("/sitemap-index.xml")).toBe("/sitemap-index.xml");
  });
});
