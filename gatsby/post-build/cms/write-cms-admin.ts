import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import YAML from "yaml";
import { ARCHIVE_DIR, ARCHIVE_FILES } from "../../data-validation/data-files";
import { resolveDataDir } from "../../data-validation/data-dir";
import { siteUrl } from "../../site-url";
import { buildCmsConfig, cmsBackendFromEnv, cmsFormats } from "./cms-config";

// Gatsby compiles this module into .cache/, where a bare require.resolve would look in the wrong place.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));

/** Where the admin's own scripts and stylesheet live in the repository (copied as they are). */
const adminSourceDir = path.resolve("gatsby", "post-build", "cms", "admin");
const adminScripts = ["cms-manual-init.js", "cms-setup.js", "json-file-format.js"];
/** The event id generator lives with the event model (src/events); cms-setup.js imports it from beside itself. */
const eventIdScript = path.resolve("src", "events", "event-id.js");
/** Our layout of Decap's editor for phones (Decap has none below 800px); see the file's header. */
export const narrowStylesheet = "cms-narrow.css";

/** The years of data/archivio/ that hold each kind of file ("concerti" → [2025, 2024]), for the CMS's archive collections. */
export async function archivedFiles(dataDir: string): Promise<Record<string, number[]>> {
  const years = await readdir(path.join(dataDir, ARCHIVE_DIR)).catch(() => [] as string[]);
  const found: Record<string, number[]> = {};
  for (const file of ARCHIVE_FILES) {
    const kind = file.replace(/\.json$/, "");
    found[kind] = [];
    for (const year of years.filter((name) => /^\d{4}$/.test(name))) {
      if (
        await stat(path.join(dataDir, ARCHIVE_DIR, year, file)).then(
          () => true,
          () => false,
        )
      )
        found[kind].push(Number(year));
    }
  }
  return found;
}

/** The Decap bundle's folder under public/admin/: versioned, so the host may cache it for a year. */
export const decapFolderName = (version: string): string => `decap-cms-${version}`;

/**
 * The admin page. No inline script: its CSP (post-build/headers/admin-rules.ts) allows none. Our
 * stylesheet comes before Decap's script, so emotion's styles, injected later, follow it.
 * Absolute addresses, because hosts serve the page at /admin as well as /admin/.
 */
export function adminIndexHtml(decapFolder: string): string {
  return `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Gestione dei contenuti</title>
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
<link rel="stylesheet" href="/admin/${narrowStylesheet}">
<script src="/admin/cms-manual-init.js"></script>
<script src="/admin/${decapFolder}/decap-cms.js"></script>
<script type="module" src="/admin/cms-setup.js"></script>
</head>
<body>
<noscript>Per modificare i contenuti serve JavaScript.</noscript>
</body>
</html>
`;
}

/**
 * Writes /admin/: Decap CMS (the standalone bundle of the pinned `decap-cms` package, with its own
 * React, served from our origin), the page, our format scripts and config.yml generated from
 * schemas/. Returns the files written, relative to public/.
 */
export async function writeCmsAdmin(publicDir: string): Promise<{ files: number; decapVersion: string }> {
  const packageJson = siteRequire.resolve("decap-cms/package.json");
  const { version } = JSON.parse(await readFile(packageJson, "utf8")) as { version: string };
  const distDir = path.join(path.dirname(packageJson), "dist");
  const adminDir = path.join(publicDir, "admin");
  // Start clean: a former Decap version must not linger beside the current one.
  await rm(adminDir, { recursive: true, force: true });
  const decapFolder = decapFolderName(version);
  await mkdir(path.join(adminDir, decapFolder), { recursive: true });

  // decap-cms.js, its lazily loaded chunks (<n>.decap-cms.js) and the WebAssembly image codecs they
  // load, found next to the main script. Not cms.js (the same bundle under its old name), no maps.
  const bundleFiles = (await readdir(distDir)).filter(
    (name) => name === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith(".wasm") || name === "decap-cms.js.LICENSE.txt",
  );
  for (const name of bundleFiles) await copyFile(path.join(distDir, name), path.join(adminDir, decapFolder, name));

  for (const name of [...adminScripts, narrowStylesheet]) await copyFile(path.join(adminSourceDir, name), path.join(adminDir, name));
  await copyFile(eventIdScript, path.join(adminDir, path.basename(eventIdScript)));
  await writeFile(
    path.join(adminDir, "cms-formats.js"),
    `// Generated from schemas/*.json by gatsby/post-build/cms: how each data file is read and written.\nexport const formats = ${JSON.stringify(cmsFormats(), null, 2)};\n`,
  );
  const config = buildCmsConfig(cmsBackendFromEnv(siteUrl), await archivedFiles(resolveDataDir(process.cwd())));
  await writeFile(
    path.join(adminDir, "config.yml"),
    `# Decap CMS configuration, generated from schemas/*.json by gatsby/post-build/cms at every build.\n${YAML.stringify(config)}`,
  );
  await writeFile(path.join(adminDir, "index.html"), adminIndexHtml(decapFolder));
  return { files: bundleFiles.length + adminScripts.length + 5, decapVersion: version };
}
