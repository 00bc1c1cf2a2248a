/**
 * Where Decap's GitHub backend sends its API calls (`api_root` in config.yml) and, by the same
 * token, the one GitHub host /admin's Content-Security-Policy lets it talk to. Read at build time
 * from CMS_GITHUB_API_ROOT: GitHub Enterprise, or a fake GitHub on loopback in the login test.
 */
export const DEFAULT_GITHUB_API_ROOT = "https://api.github.com";

export function githubApiRoot(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.CMS_GITHUB_API_ROOT?.trim().replace(/\/+$/, "") || DEFAULT_GITHUB_API_ROOT;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CMS_GITHUB_API_ROOT is not an address: ${JSON.stringify(value)} (expected e.g. ${DEFAULT_GITHUB_API_ROOT}).`);
  }
  if (!["https:", "http:"].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`CMS_GITHUB_API_ROOT must be a plain http(s) address, e.g. ${DEFAULT_GITHUB_API_ROOT}.`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}
