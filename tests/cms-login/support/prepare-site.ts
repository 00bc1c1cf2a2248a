// `tsx tests/cms-login/support/prepare-site.ts <public> <copy>`: a copy of the build (hard links, so
// it costs no space) whose two files that depend on the build's environment are written again by
// the build's own code for the test's addresses: admin/config.yml (base_url: the site on wrangler,
// api_root: the fake GitHub; SITE_URL and CMS_GITHUB_API_ROOT in the environment) and _headers
// (/admin's connect-src). Everything else is the build as it is. Run from the repository's root.
import { execFileSync } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { writeCmsAdmin } from "../../../gatsby/post-build/cms/write-cms-admin";
import { writeHeadersFile } from "../../../gatsby/post-build/headers/write-headers-file";

async function main(): Promise<void> {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) throw new Error("usage: prepare-site.ts <public> <copy>");
  execFileSync("cp", ["-al", `${from}/.`, to]);
  // Unlinked before they are written, so the build's own files behind the links stay as they are
  // (writeCmsAdmin empties admin/ itself; writeFile on a linked _headers would rewrite the build's).
  await writeCmsAdmin(to);
  await rm(path.join(to, "_headers"));
  const headers = await writeHeadersFile(to);
  if (headers.blocked.length > 0 || headers.overLimits.length > 0) throw new Error([...headers.blocked, ...headers.overLimits].join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
