// Compares a look-alike server with Cloudflare Pages' engine and lists the differences.
import { comparedPaths, headerPaths } from "./compared-paths";
import { pagesUrl, rawGet } from "./hosts";

const comparedHeaders = [
  "content-security-policy",
  "x-frame-options",
  "x-content-type-options",
  "strict-transport-security",
  "referrer-policy",
  "permissions-policy",
];

export async function compareWithPages(otherUrl: string, what: "status" | "headers"): Promise<string[]> {
  const differences: string[] = [];
  for (const pathname of what === "status" ? comparedPaths : headerPaths) {
    const [host, other] = await Promise.all([rawGet(pagesUrl, pathname), rawGet(otherUrl, pathname)]);
    if (what === "status") {
      const [expected, got] = [host, other].map(({ status, location }) => `${status}${location ? ` → ${location}` : ""}`);
      if (expected !== got) differences.push(`${pathname}: Cloudflare Pages ${expected}, other ${got}`);
      continue;
    }
    for (const name of comparedHeaders) {
      if (host.headers.get(name) !== other.headers.get(name)) differences.push(`${pathname} ${name}: ${host.headers.get(name)} | ${other.headers.get(name)}`);
    }
    // Cloudflare sends its own "no-store" on 404 responses, where _headers sets none.
    if (host.status === 200 && host.headers.get("cache-control") !== other.headers.get("cache-control")) {
      differences.push(`${pathname} cache-control: ${host.headers.get("cache-control")} | ${other.headers.get("cache-control")}`);
    }
    const type = (response: typeof host) => (response.headers.get("content-type") ?? "").split(";")[0].trim();
    if (pathname.endsWith(".ics") && type(other) !== "text/calendar") differences.push(`${pathname} content-type: ${type(other)}`);
    // The Atom feed's type: from _headers (gatsby/published-record/changes-feed-headers.ts) on Netlify,
    // nginx and serve.mjs, from functions/modifiche.xml.ts on Cloudflare Pages.
    if (pathname.endsWith("modifiche.xml") && (type(other) !== "application/atom+xml" || type(host) !== "application/atom+xml")) {
      differences.push(`${pathname} content-type: ${type(host)} | ${type(other)}`);
    }
  }
  return differences;
}
