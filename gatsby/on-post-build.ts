import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeHeadersFile } from "./post-build/headers/write-headers-file";
import { writeDiscoverabilityFiles } from "./discoverability/write-discoverability-files";

/**
 * Steps that run on the finished build, one call each. Append new steps above the _headers
 * step: it lists every file in public/, so it must come last.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  // Gatsby always runs in the site's directory, and writes the build to public/ there.
  const publicDir = path.resolve("public");

  // Calendars (.ics), share images, robots.txt, favicon.ico.
  await writeDiscoverabilityFiles(args, publicDir);

  const headers = await writeHeadersFile(publicDir);
  if (headers.problems.length > 0) {
    reporter.panicOnBuild(`The _headers file for the host is wrong:\n- ${headers.problems.join("\n- ")}`);
  } else {
    reporter.info(`Wrote public/_headers: ${headers.rules} rules (cache, security headers, per-page CSP)`);
  }
};
