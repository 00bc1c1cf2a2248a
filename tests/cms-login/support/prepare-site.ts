// `tsx tests/cms-login/support/prepare-site.ts <public> <copy>`: a copy of the build (16 MB) whose two
// files that depend on the build's environment are written again by the build's own code for the
// test's addresses: admin/config.yml (base_url: the site on wrangler, api_root: the fake GitHub;
// SITE_URL and CMS_GITHUB_API_ROOT in the environment) and _headers (/admin's connect-src).
// Everything else is the build as it is. Run from the repository's root.
import { cp } from "node:fs/promises";
import { writeCmsAdmin } from "../../../gatsby/post-build/cms/write-cms-admin";
import { writeHeadersFile } from "../../../gatsby/post-build/headers/write-headers-file";

async function main(): Promise<void> {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) throw new Error("usage: prepare-site.ts <public> <copy>");
  await cp(from, to, { recursive: true });
  await writeCmsAdmin(to);
  const headers = await writeHeadersFile(to);
  if (headers.blocked.length > 0 || headers.overLimits.length > 0) throw new Error([...headers.blocked, ...headers.overLimits].join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
