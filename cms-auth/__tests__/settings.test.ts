/** @jest-environment node */
import { exactOrigin, readSettings } from "../settings";

const site = "https://sito.example";
const credentials = { GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "secret-456" };

describe("the login's settings", () => {
  it("default to github.com and the site's own origin", () => {
    expect(readSettings(credentials, site)).toEqual({
      ok: true,
      settings: { clientId: "id-123", clientSecret: "secret-456", oauthUrl: "https://github.com", allowedOrigins: [site], appKind: "oauth-app" },
      allowedOrigins: [site],
    });
  });

  it("name what is missing, never a value", () => {
    const result = readSettings({ GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "  " }, site);
    expect(result).toEqual({ ok: false, problems: ["GITHUB_CLIENT_SECRET"], refusedOrigins: [], allowedOrigins: [site] });
    expect(readSettings({}, site)).toMatchObject({ ok: false, problems: ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] });
  });

  it("take another GitHub (a fake one in the tests) without its trailing slash", () => {
    const result = readSettings({ ...credentials, GITHUB_OAUTH_URL: "http://127.0.0.1:4000/" }, site);
    expect(result.ok && result.settings.oauthUrl).toBe("http://127.0.0.1:4000");
    expect(readSettings({ ...credentials, GITHUB_OAUTH_URL: "github.com" }, site)).toMatchObject({ ok: false, problems: ["GITHUB_OAUTH_URL"] });
    expect(readSettings({ ...credentials, GITHUB_OAUTH_URL: "javascript:alert(1)" }, site)).toMatchObject({ ok: false });
    // The client secret is posted there: plain http only on this machine.
    expect(readSettings({ ...credentials, GITHUB_OAUTH_URL: "http://gh.example" }, site)).toMatchObject({ ok: false, problems: ["GITHUB_OAUTH_URL"] });
  });

  it("name a GitHub App with CMS_GITHUB_APP=1, an OAuth App when unset or 0, and refuse anything else", () => {
    const kind = (value?: string) => {
      const result = readSettings({ ...credentials, CMS_GITHUB_APP: value }, site);
      return result.ok ? result.settings.appKind : result.problems;
    };
    expect([kind(undefined), kind(""), kind("0"), kind("1")]).toEqual(["oauth-app", "oauth-app", "oauth-app", "github-app"]);
    expect(kind("yes")).toEqual(["CMS_GITHUB_APP"]);
  });

  it("take a list of exact origins in CMS_ALLOWED_ORIGINS", () => {
    const result = readSettings({ ...credentials, CMS_ALLOWED_ORIGINS: "https://a.example, https://b.example:8443 https://a.example" }, site);
    expect(result.ok && result.settings.allowedOrigins).toEqual(["https://a.example", "https://b.example:8443"]);
  });

  it.each([
    "https://*.example",
    "https://a.example/admin",
    "https://a.example/",
    "a.example",
    "*",
    "http://a.example",
    "http://anteprima.progetto.pages.dev",
    "http://10.0.0.1:8788",
    "http://localhost.example",
    "http://128.0.0.1",
    "ftp://a.example",
  ])("refuse %j as an origin, naming it, and trust only the site's own", (entry) => {
    expect(exactOrigin(entry)).toBeNull();
    const result = readSettings({ ...credentials, CMS_ALLOWED_ORIGINS: `${site} ${entry}` }, site);
    expect(result).toEqual({ ok: false, problems: ["CMS_ALLOWED_ORIGINS"], refusedOrigins: [entry], allowedOrigins: [site] });
  });

  it.each(["http://localhost:8788", "http://127.0.0.1:8788", "http://127.5.6.7", "http://[::1]:8788"])(
    "take plain http %j on loopback only (tests, wrangler pages dev)",
    (entry) => {
      expect(exactOrigin(entry)).toBe(entry);
      const result = readSettings({ ...credentials, CMS_ALLOWED_ORIGINS: entry }, site);
      expect(result.ok && result.settings.allowedOrigins).toEqual([entry]);
    },
  );
});
