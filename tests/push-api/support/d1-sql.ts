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

export function d1Sql(state: D1State, statement: string): Record<string, unknown>[] {
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
