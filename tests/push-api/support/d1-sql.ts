/**
 * SQL on a started site's local D1 from a test worker (`wrangler d1 execute --local`, what
 * pages-dev-with-d1.mjs's `sql` does in the global setup, which the workers cannot import).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** wrangler.toml's database_name. */
const DATABASE_NAME = "connessioni-notifiche";

export interface D1State {
  workDir: string;
  persistTo: string;
}

const wranglerCli = (): string => {
  const manifest = require.resolve("wrangler/package.json");
  return path.join(path.dirname(manifest), (JSON.parse(readFileSync(manifest, "utf8")) as { bin: { wrangler: string } }).bin.wrangler);
};

// The local D1 is one SQLite file that `wrangler pages dev` holds open: a second process (this
// `wrangler d1 execute`) may find it locked for a moment while the site writes (SQLITE_BUSY). The real
// D1 has no second process; here the statement is tried again, a few times, after a short wait.
const BUSY_TRIES = 20;
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function d1Sql(state: D1State, statement: string): Record<string, unknown>[] {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return d1SqlOnce(state, statement);
    } catch (error) {
      if (attempt >= BUSY_TRIES || !String((error as { stderr?: unknown }).stderr ?? error).includes("SQLITE_BUSY")) throw error;
      sleepSync(250);
    }
  }
}

function d1SqlOnce(state: D1State, statement: string): Record<string, unknown>[] {
  const stdout = execFileSync(
    process.execPath,
    [wranglerCli(), "d1", "execute", DATABASE_NAME, "--local", "--persist-to", state.persistTo, "--json", "--command", statement],
    {
      cwd: state.workDir,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        XDG_CONFIG_HOME: path.join(state.workDir, "config"),
        CI: "true",
        NO_COLOR: "1",
      },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const results = JSON.parse(stdout) as { results: Record<string, unknown>[] }[];
  return results[results.length - 1]?.results ?? [];
}
