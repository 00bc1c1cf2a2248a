#!/usr/bin/env node
// Validates every HTML page of the production build with html-validate (config: .htmlvalidate.cjs,
// which explains each rule switched off). `npm run validate:html [-- dir]`, default public/.
// The CLI would do the same walk; this script adds a clear message when the build is missing or empty.
import { readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, Reporter, formatterFactory } from "html-validate";

// The folder: the argument, else CONNESSIONI_PUBLIC_DIR (as the other suites read it), else public/.
const root = path.resolve(process.argv[2] ?? process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
if (!existsSync(root)) {
  console.error(`validate-html: ${root} does not exist: run \`npm run build\` first.`);
  process.exit(1);
}
// Pages only: Gatsby also writes `page-data/404.html/` (a directory) and `_gatsby/slices/*.html`,
// fragments of a page (its script tags) that are stitched into the pages and validated there.
const files = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !path.relative(root, file).split(path.sep).includes("_gatsby"))
  .sort();
if (files.length === 0) {
  console.error(`validate-html: no .html files under ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

// The repository's config applies wherever the pages live (a build copied to /tmp, for instance).
const config = createRequire(import.meta.url)("../.htmlvalidate.cjs");
const validator = new HtmlValidate(new FileSystemConfigLoader(config));
const report = Reporter.merge(await Promise.all(files.map((file) => validator.validateFile(file))));
const output = formatterFactory("stylish")(report.results);
if (output.trim()) console.log(output);
console.log(`html-validate: ${files.length} files, ${report.errorCount} errors, ${report.warningCount} warnings`);
process.exitCode = report.valid ? 0 : 1;
