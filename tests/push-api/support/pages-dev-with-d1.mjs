// The site's functions on Cloudflare's own engine with a local D1, as a deploy runs them:
// `wrangler d1 migrations apply --local` on a throw-away state folder, then `wrangler pages dev` on the
// same folder (`--persist-to`), with wrangler.toml, functions/ and what they import copied beside it
// (../../hosting/support/wrangler-pages-dev.mjs). An ES module, like the other suites' starters, for a
// Jest globalSetup (the notifications' suites; the end-to-end test):
//
//   const site = await startPagesDevWithD1({ publicDir, env: { VAPID_PUBLIC_KEY: "…", NOTIFICHE_SECRET: "…" } });
//   site.url                                   // e.g. http://127.0.0.1:41234
//   await site.sql("SELECT count(*) AS n FROM iscrizioni");   // rows of the last statement
//   await site.stop();
//
// The test workers reach the same D1 with `d1-sql.ts` and the `state` this returns.
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SITE_FUNCTIONS, startWranglerPagesDev, wranglerCli, wranglerEnv } from "../../hosting/support/wrangler-pages-dev.mjs";

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
/** wrangler.toml's database_name. */
export const DATABASE_NAME = "connessioni-notifiche";

const wrangler = (workDir, args) =>
  run(process.execPath, [wranglerCli(), ...args], { cwd: workDir, env: wranglerEnv(workDir), maxBuffer: 64 * 1024 * 1024 }).then(({ stdout }) => stdout);

/**
 * The local D1 is one SQLite file that `wrangler pages dev` holds open: another process may find it
 * locked for a moment while the site writes (SQLITE_BUSY). Tried again, a few times, after a short wait.
 */
async function untilNotBusy(command, tries = 20) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await command();
    } catch (error) {
      if (attempt >= tries || !String(error?.stderr ?? error).includes("SQLITE_BUSY")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Runs SQL on the local D1 of a started site (`state`: its `{ workDir, persistTo }`); the rows of the last statement. */
export async function d1Sql(state, statement) {
  const stdout = await untilNotBusy(() =>
    wrangler(state.workDir, ["d1", "execute", DATABASE_NAME, "--local", "--persist-to", state.persistTo, "--json", "--command", statement]),
  );
  const results = JSON.parse(stdout);
  return results[results.length - 1]?.results ?? [];
}

/**
 * @param {{ publicDir: string, env?: Record<string, string>, port?: number }} options
 *   publicDir: the folder served (a build, or a fixture folder); env: the functions' variables
 *   (VAPID_PUBLIC_KEY, NOTIFICHE_SECRET, NOTIFICHE_PUSH_ORIGINS…, as `--binding`); port: default a free one.
 */
export async function startPagesDevWithD1({ publicDir, env = {}, port }) {
  const started = await startWranglerPagesDev(publicDir, {
    port,
    functions: { root: repoRoot, folders: SITE_FUNCTIONS },
    bindings: env,
    prepare: ({ workDir, persistTo }) => wrangler(workDir, ["d1", "migrations", "apply", DATABASE_NAME, "--local", "--persist-to", persistTo]),
  });
  const state = { workDir: started.workDir, persistTo: started.persistTo };
  return { url: started.url, state, sql: (statement) => d1Sql(state, statement), stop: () => started.close() };
}
