/** @jest-environment node */
import { exactOrigin, readSettings } from "../settings";

const site = "https://sito.example";
const credentials = { GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "secret-456" };

describe("the login's settings", () => {
  it("default to github.com and the site's own origin", () => {
    expect(readSettings(credentials, site)).toEqual({
      ok: true,
      settings: { clientId: "id-123", clientSecret: "secret-456", oauthUrl: "https://github.com", allowedOrigins: [site] },
      allowedOrigins: [site],
    });
  });

  it("name what is missing, never a value", () => {
    const result = readSettings({ GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "  " }, site);
    expect(result).toEqual({ ok: false, problems: ["GITHUB_CLIENT_SECRET"], allowedOrigins: [site] });
    expect(readSettings({}, site)).toMatchObject({ ok: false, problems: ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] });
  });

  it("take another GitHub (a fake one in the tests) without its trailing slash", () => {
    const result = readSettings({ ...credentials, GITHUB_OAUTH_URL: "http://127.0.0.1:4000/" }, site);
    expect(result.ok && result.settings.oauthUrl).toBe("http://127.0.0.1:4000");
    expect(readSettings({ ...credentials, GITHUB_OAUTH_URL: "github.com" }, site)).toMatchObject({ ok: false, problems: ["GITHUB_OAUTH_URL"] });
    expect(readSettings({ ...credentials, GITHUB_OAUTH_URL: "javascript:alert(1)" }, site)).toMatchObject({ ok: false });
  });

  it("take a list of exact origins in CMS_ALLOWED_ORIGINS", () => {
    const result = readSettings({ ...credentials, CMS_ALLOWED_ORIGINS: "https://a.example, https://b.example:8443 https://a.example" }, site);
    expect(result.ok && result.settings.allowedOrigins).toEqual(["https://a.example", "https://b.example:8443"]);
  });

  it.each(["https://*.example", "https://a.example/admin", "https://a.example/", "a.example", "*"])("refuse %j as an origin", (entry) => {
    expect(exactOrigin(entry)).toBeNull();
    const result = readSettings({ ...credentials, CMS_ALLOWED_ORIGINS: entry }, site);
    expect(result).toEqual({ ok: false, problems: ["CMS_ALLOWED_ORIGINS"], allowedOrigins: [site] });
  });
});
