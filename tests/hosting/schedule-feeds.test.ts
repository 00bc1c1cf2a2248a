// /schedule.xml and /schedule.json, the programme for schedule apps (gatsby/schedule-feeds), which apps
// poll: on Cloudflare Pages' engine, scripts/serve.mjs and nginx alike, 200 with no redirect, their
// media types, readable from any origin, revalidated, with an ETag that makes an unchanged feed's poll a
// 304 with no body. (Netlify's parser reads the same rules: netlify-headers.test.ts.)
import { scheduleFeedPaths } from "../../src/utils/page-paths";
import { nginxUrl, pagesUrl, rawGet, serveUrl } from "./support/hosts";

const hosts: [string, string][] = [
  ["Cloudflare Pages (wrangler pages dev)", pagesUrl],
  ["scripts/serve.mjs", serveUrl],
  ...(nginxUrl ? [["nginx with the generated configuration", nginxUrl] as [string, string]] : []),
];

const feeds: [string, RegExp][] = [
  // Every host calls a .xml file application/xml; some add "; charset=utf-8" (the file's declaration says UTF-8 anyway).
  [scheduleFeedPaths.xml, /^application\/xml(?:; charset=utf-8)?$/],
  [scheduleFeedPaths.json, /^application\/json; charset=utf-8$/],
];

describe.each(hosts)("%s serves the schedule feeds", (_name, base) => {
  test.each(feeds)("%s: 200 without redirect, its type, any origin, revalidated, an ETag", async (feed, type) => {
    const { status, location, headers, body } = await rawGet(base, feed);
    expect([status, location]).toEqual([200, null]);
    expect(headers.get("content-type")).toMatch(type);
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("etag")).toBeTruthy();
    expect(body.length).toBeGreaterThan(0);
  });

  test.each(feeds)("%s: a poll with the ETag it got answers 304 with no body, gzip or not", async (feed) => {
    for (const encoding of ["gzip", "identity"]) {
      const first = await fetch(`${base}${feed}`, { headers: { "accept-encoding": encoding } });
      await first.arrayBuffer();
      const again = await fetch(`${base}${feed}`, { headers: { "if-none-match": first.headers.get("etag")!, "accept-encoding": encoding } });
      expect([feed, encoding, again.status, (await again.arrayBuffer()).byteLength]).toEqual([feed, encoding, 304, 0]);
    }
  });
});
