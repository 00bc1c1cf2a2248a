import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeHeadersFile } from "./post-build/headers/write-headers-file";
import { writeMetaCsp } from "./post-build/headers/meta-csp";
import { writeDiscoverabilityFiles } from "./discoverability/write-discoverability-files";
import { writePostPaintLoader } from "./internals/post-paint-loader/write-post-paint-loader";
import { writeCmsAdmin } from "./post-build/cms/write-cms-admin";
import { writeServiceWorker } from "./post-build/service-worker/write-service-worker";
import { buildStyles, recordStyles } from "./internals/styles-fingerprint";
import { recordMode } from "./internals/mode-record";
import { internalsEnabled, internalsMode } from "./internals/switch";
import { stripNulBytes } from "./post-build/nul-bytes/strip-nul-bytes";
import { writeNoticesFile } from "./notices/write-notices-file";
import { writeRecordFiles } from "./published-record/write-record-files";
import { writeScheduleFeeds } from "./schedule-feeds/write-schedule-feeds";

/**
 * Steps that run on the finished build, one call each. Append new steps above the _headers
 * step: it lists every file in public/, so it must come last.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  // Gatsby always runs in the site's directory, and writes the build to public/ there.
  const publicDir = path.resolve("public");

  // React 18 leaves NUL bytes in some pages before an accented letter (see post-build/nul-bytes).
  const nul = await stripNulBytes(publicDir);
  if (nul.files.length > 0) reporter.info(`Removed ${nul.bytes} NUL bytes left by React's renderer from ${nul.files.join(", ")}`);

  // Gatsby's scripts start after the first paint (see internals/post-paint-loader); Gatsby's own tags
  // with GATSBY_INTERNALS=off.
  if (internalsEnabled()) {
    const loader = await writePostPaintLoader(publicDir);
    reporter.info(`Post-paint loader: ${loader.rewritten} of ${loader.pages} pages rewritten`);
  } else {
    reporter.info("GATSBY_INTERNALS=off: plain Gatsby output (no post-paint loader, no client-bundle pieces)");
  }

  // Calendars (.ics), share images, robots.txt, favicon.ico.
  await writeDiscoverabilityFiles(args, publicDir);

  // The record of what was published: /eventi/modifiche.json, /modifiche.xml, /eventi/precedenti.json (gatsby/published-record).
  await writeRecordFiles(args, publicDir);

  // /schedule.xml and /schedule.json: the programme for schedule apps (gatsby/schedule-feeds).
  try {
    const feeds = await writeScheduleFeeds(args, publicDir);
    reporter.info(`Wrote /schedule.xml (${feeds.bytes.xml} B) and /schedule.json (${feeds.bytes.json} B): ${feeds.events} events, version ${feeds.version}`);
  } catch (error) {
    reporter.panicOnBuild(`Could not write the programme for apps (/schedule.xml, /schedule.json): ${error instanceof Error ? error.message : String(error)}`);
  }

  // /avvisi.json: every notice not yet over and the programme's version, for open pages (gatsby/notices).
  const notices = await writeNoticesFile(args.graphql, publicDir);
  reporter.info(`Wrote /avvisi.json: ${notices.avvisi.length} notices, programme version ${notices.programma}`);

  // /admin/: Decap CMS for the volunteers, configured from schemas/ (see post-build/cms).
  const cms = await writeCmsAdmin(publicDir);
  reporter.info(`Wrote /admin/ (Decap CMS ${cms.decapVersion}, ${cms.files} files)`);

  // The 404 pages carry their Content-Security-Policy in a <meta> (no _headers rule but /* reaches
  // unknown paths); META_CSP_EVERY_PAGE=1 does it for every page, for hosts without _headers.
  const metaPages = await writeMetaCsp(publicDir, { everyPage: process.env.META_CSP_EVERY_PAGE === "1" });
  reporter.info(`Content-Security-Policy <meta> written into ${metaPages.length} pages`);

  // /sw.js: the offline copy of the four pages (post-build/service-worker). After every step that changes
  // the pages' HTML (post-paint loader, <meta> policies): the worker keeps that HTML, by its content hash.
  const worker = await writeServiceWorker(publicDir);
  if (worker.kind === "retired") {
    reporter.info(`Wrote /sw.js: the self-unregistering worker (GATSBY_SERVICE_WORKER=off)`);
  } else {
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    reporter.info(
      `Wrote /sw.js (${kib(worker.workerBytes)} KiB): ${worker.precachedFiles} files, ${kib(worker.precachedBytes)} KiB kept on a phone for offline use`,
    );
  }
  for (const warning of worker.warnings) reporter.warn(`Service worker: ${warning}`);

  const headers = await writeHeadersFile(publicDir);
  reporter.info(`Wrote public/_headers: ${headers.rules} rules (cache, security headers, per-page CSP)`);
  if (headers.stale.length > 0) {
    reporter.info(`public/ still holds ${headers.stale.length} JS/CSS files of earlier builds; run \`npm run clean\` before a build you deploy`);
  }
  if (headers.overLimits.length > 0) {
    // Cloudflare would silently drop the rules past its limit (cache hints first, see headers-rules.ts): never deploy that.
    reporter.panicOnBuild(
      `public/_headers is over Cloudflare Pages' limits, which would ignore the rest:\n- ${headers.overLimits.join("\n- ")}\n` +
        "Fold more rules in gatsby/post-build/headers (sibling pages with the same headers share a placeholder rule).",
    );
  }
  if (headers.blocked.length > 0) {
    reporter.panicOnBuild(`Markup that the Content-Security-Policy blocks:\n- ${headers.blocked.join("\n- ")}`);
  }

  // Every page now carries the CSS of the stylesheets this build started with (on-pre-init.ts).
  if (buildStyles.fingerprint) await recordStyles(path.resolve("."), buildStyles.fingerprint);
  // And the GATSBY_INTERNALS mode they were built in (internals/mode-record.ts).
  await recordMode(path.resolve("."), internalsMode());
};
