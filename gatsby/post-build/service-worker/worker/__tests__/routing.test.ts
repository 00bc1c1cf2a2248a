/** @jest-environment node */
import { handlingOf, isAdminRequest, keptAtRuntime, savedCopyUrl, type RequestFacts } from "../routing";
import { MY_EVENTS_URL } from "../notification";

const origin = "https://festival.example";
const request = (url: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(url, origin).href,
  method: "GET",
  mode: "cors",
  destination: "",
  referrer: `${origin}/`,
  clientId: "public-page",
  ...facts,
});
const navigation = (url: string, facts: Partial<RequestFacts> = {}) => request(url, { mode: "navigate", destination: "document", clientId: "", ...facts });
const none = new Set<string>();

describe("the worker answers nothing under /api/ (the site's functions: the CMS login)", () => {
  it.each(["/api/auth?provider=github&scope=repo", "/api/callback?code=x&state=y", "/api/", "/api"])("%s, opened in the login popup or fetched", (path) => {
    expect(handlingOf(navigation(path), origin, none)).toBeNull();
    expect(handlingOf(navigation(path, { referrer: "" }), origin, none)).toBeNull();
    expect(handlingOf(request(path), origin, none)).toBeNull();
  });

  it("nor the notifications' API (issue 44), whatever the method", () => {
    for (const path of ["/api/notifiche", "/api/notifiche/invii?dopo=x&limite=500"]) {
      for (const method of ["GET", "POST", "DELETE"]) expect(handlingOf(request(path, { method }), origin, none)).toBeNull();
    }
  });

  it("but a look-alike path is an ordinary page", () => {
    expect(handlingOf(navigation("/apiario/"), origin, none)).toBe("fresh");
  });
});

describe("the worker answers nothing for /avvisi.json (the notices open pages poll)", () => {
  it("fetched by a page, with or without a query, is left to the network and the browser's conditional request", () => {
    expect(handlingOf(request("/avvisi.json"), origin, none)).toBeNull();
    expect(handlingOf(request("/avvisi.json?v=1"), origin, none)).toBeNull();
    expect(handlingOf(navigation("/avvisi.json"), origin, none)).toBeNull();
  });

  it("but another JSON file of the site is still the worker's", () => {
    expect(handlingOf(request("/page-data/app-data.json"), origin, none)).toBe("fresh");
    expect(handlingOf(request("/avvisi.json.bak"), origin, none)).toBe("plain");
  });
});

describe("the worker answers nothing for /admin (Decap CMS)", () => {
  it.each(["/admin", "/admin/", "/admin/config.yml", "/admin/decap-cms-3.16.3/decap-cms.js", "/admin/?x=1"])("%s itself", (path) => {
    expect(isAdminRequest(request(path), none)).toBe(true);
    expect(isAdminRequest(navigation(path), none)).toBe(true);
    expect(handlingOf(request(path), origin, none)).toBeNull();
  });

  it("whatever an /admin page asks for on the site (told by its referrer)", () => {
    for (const path of ["/static/a/b/poster.avif", "/page-data/app-data.json", "/api/v1", "/app-0123456789abcdef0123.js", "/favicon.ico"]) {
      const facts = request(path, { referrer: `${origin}/admin/`, clientId: "cms" });
      expect(handlingOf(facts, origin, none)).toBeNull();
    }
  });

  it("and what it asks for without a referrer, by the client id of its navigation", () => {
    const facts = request("/page-data/app-data.json", { referrer: "", clientId: "cms" });
    expect(handlingOf(facts, origin, new Set(["cms"]))).toBeNull();
    expect(handlingOf(facts, origin, none)).toBe("fresh");
  });

  it("and frames the CMS opens, but not a top-level navigation from it to the public site", () => {
    expect(handlingOf(navigation("/", { destination: "iframe", referrer: `${origin}/admin/` }), origin, none)).toBeNull();
    expect(handlingOf(navigation("/", { referrer: `${origin}/admin/` }), origin, none)).toBe("fresh");
  });

  it("never looks at other hosts or ports (GitHub's API, decap-server), nor at anything but GET", () => {
    expect(handlingOf(request("https://api.github.com/repos/x/y"), origin, none)).toBeNull();
    expect(handlingOf(request("http://127.0.0.1:8081/api/v1"), "http://127.0.0.1:8080", none)).toBeNull();
    expect(handlingOf(request("/page-data/app-data.json", { method: "POST" }), origin, none)).toBeNull();
    // A look-alike path is not the CMS.
    expect(isAdminRequest(request("/administration/"), none)).toBe(false);
  });
});

describe("how the site's own requests are answered", () => {
  it.each([
    ["/", "fresh"],
    ["/concerti/", "fresh"],
    ["/?miei=a,b", "fresh"],
  ])("navigation to %s: %s (network first)", (path, handling) => {
    expect(handlingOf(navigation(path), origin, none)).toBe(handling);
  });

  it.each([
    ["/page-data/index/page-data.json", "fresh"],
    ["/page-data/app-data.json", "fresh"],
    ["/page-data/sq/d/1691631485.json", "fresh"],
    ["/slice-data/x.json", "fresh"],
    ["/calendario/connessioni-2025.ics", "fresh"],
    ["/app-9c8d91ac18eb16446b75.js", "asset"],
    ["/component---src-pages-index-tsx.17be122bac15cf9eff02.css", "asset"],
    ["/async-223-9bd711a5.js", "asset"],
    ["/async-985.871a30c0.css", "asset"],
    ["/static/46927f84d05e55ea67fd6f564a92500d/ec185/logo.avif", "asset"],
    ["/favicon.ico", "plain"],
    ["/sw.js", "plain"],
  ])("%s: %s", (path, handling) => {
    expect(handlingOf(request(path), origin, none)).toBe(handling);
  });

  it("keeps at runtime only the past editions' pages and data and the static queries", () => {
    expect(keptAtRuntime("/edizioni/2024/")).toBe(true);
    expect(keptAtRuntime("/page-data/edizioni/2024/page-data.json")).toBe(true);
    expect(keptAtRuntime("/page-data/sq/d/1691631485.json")).toBe(true);
    for (const path of ["/", "/concerti/", "/edizioni/", "/page-data/index/page-data.json", "/page-data/app-data.json", "/admin/"]) {
      expect(keptAtRuntime(path)).toBe(false);
    }
  });

  it("finds the saved copy of a share link or a path without its slash", () => {
    expect(savedCopyUrl(`${origin}/?miei=a,b`)).toBe(`${origin}/`);
    expect(savedCopyUrl(`${origin}/concerti`)).toBe(`${origin}/concerti/`);
    expect(savedCopyUrl(`${origin}/calendario/x.ics`)).toBe(`${origin}/calendario/x.ics`);
  });

  it("opens the address a notification's tap opens offline: the saved home page, which shows the saved events", () => {
    expect(handlingOf(navigation(MY_EVENTS_URL), origin, none)).toBe("fresh");
    expect(savedCopyUrl(new URL(MY_EVENTS_URL, origin).href)).toBe(`${origin}/`);
  });
});
