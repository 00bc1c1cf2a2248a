import fs from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import chokidar from "chokidar";
import type { GatsbyNode } from "gatsby";
import { faviconIco } from "../discoverability/favicon-ico";
import { displayDirFor, resolveDataDir } from "../data-validation";
import { previewTexts } from "../data-nodes/preview-texts";
import { DataStatusFeed, readDataStatus, startupStatus } from "./data-status";
import { MissedSaves } from "./missed-saves";
import { reportStatusChange } from "./status-report";
import { NOTICE_SCRIPT_PATH, STATUS_EVENTS_PATH, statusEventsHandler } from "./status-events";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
interface DevServerApp {
  get(route: string, handler: Handler): void;
}

// A burst of file events (an editor's save, a folder copied in) makes one check.
const SETTLE_MS = 150;
// Time for Gatsby to read the save it was told about before a missed one is looked for.
const MISSED_SAVE_MS = 1000;

/**
 * The live preview for volunteers (`npm run develop`): every change under the data folder runs
 * the same check as the build, prints our Italian lines in the terminal and shows them on the open
 * pages (data-problems-notice.js), until the file is fixed. Also serves /favicon.ico, which only
 * the build writes, so the preview's pages load without a failed request.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  const server = app as DevServerApp;
  const projectRoot = process.cwd();
  const dataDir = resolveDataDir(projectRoot);
  const displayDir = displayDirFor(dataDir, projectRoot);

  // Starts from what onPreBootstrap found and printed, so its warnings are not printed twice.
  const feed = new DataStatusFeed(
    () => readDataStatus(dataDir, displayDir),
    (status, previous) => reportStatusChange(reporter, status, previous),
    startupStatus,
  );
  const missedSaves = new MissedSaves(previewTexts);
  let missedSaveTimer: NodeJS.Timeout | undefined;
  const lookForMissedSaves = () => {
    missedSaves.touch().catch((error: unknown) => {
      reporter.warn(`Anteprima: file non riletto (${String(error)})`);
    });
  };
  const refresh = () => {
    feed
      .refresh()
      .then(() => {
        clearTimeout(missedSaveTimer);
        missedSaveTimer = setTimeout(lookForMissedSaves, MISSED_SAVE_MS);
      })
      .catch((error: unknown) => reporter.error(`Controllo dei dati non riuscito: ${String(error)}`));
  };

  let timer: NodeJS.Timeout | undefined;
  chokidar
    .watch(dataDir, { ignoreInitial: true })
    // Once watching: one check for saves made while the preview was starting.
    .on("ready", refresh)
    .on("all", () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, SETTLE_MS);
    });

  server.get(STATUS_EVENTS_PATH, statusEventsHandler(feed));
  server.get(NOTICE_SCRIPT_PATH, (_request, response) => {
    // Gatsby compiles gatsby-node into .cache, so the file is found from the site directory.
    void fs.readFile(path.resolve(projectRoot, "gatsby/develop/data-problems-notice.js")).then((script) => {
      response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
      response.end(script);
    });
  });
  server.get("/favicon.ico", faviconHandler(dataDir));
};

/** The favicon from the logo named in sito.json; while that file has a slip, the last one made. */
function faviconHandler(dataDir: string): Handler {
  let last: Buffer | undefined;
  return (_request, response) => {
    void (async () => {
      try {
        const sito = JSON.parse(await fs.readFile(path.join(dataDir, "sito.json"), "utf8")) as { logo: string };
        last = await faviconIco(path.join(dataDir, sito.logo));
      } catch {
        // Keep the last icon: the data check already tells the volunteer what is wrong.
      }
      if (!last) {
        response.writeHead(204).end();
        return;
      }
      response.writeHead(200, { "Content-Type": "image/x-icon", "Cache-Control": "no-store" });
      response.end(last);
    })();
  };
}
