/**
 * SQL on a started site's local D1 from a test worker (what pages-dev-with-d1.mjs's `sql` does in the
 * global setup, which the workers cannot import). The local D1 is one SQLite file in WAL mode under the
 * site's `--persist-to` folder, which `wrangler pages dev` holds open; SQLite's own locking lets a
 * second process read and write it, so it is opened directly (node:sqlite, a few milliseconds) rather
 * than through `wrangler d1 execute --local` (a second wrangler, about a second a call), which stays
 * the fallback if the file is not where this wrangler keeps it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** wrangler.toml's database_name. */
const DATABASE_NAME = "connessioni-notifiche";

export interface D1State {
  workDir: string;
  persistTo: string;
}

/** The D1's SQLite file under `persistTo` (one database per site), or null. */
function sqliteFile(state: D1State): string | null {
  const dir = path.join(state.persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  return files.length === 1 ? path.join(dir, files[0]) : null;
}

/**
 * The statements of `sql`, split at the semicolons outside quotes and comments (the tests' SQL: no
 * trigger bodies). Each statement keeps its text as written.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  for (let index = 0; index < sql.length; index += 1) {
    const char = sql[index];
    if (char === "'" || char === '"') {
      const end = sql.indexOf(char, index + 1);
      const stop = end === -1 ? sql.length : end;
      current += sql.slice(index, stop + 1);
      index = stop;
    } else if (char === "-" && sql[index + 1] === "-") {
      const end = sql.indexOf("\n", index);
      index = end === -1 ? sql.length : end;
    } else if (char === ";") {
      statements.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement !== "");
}

/** Runs `statement` (one or more, in one transaction) on the site's local D1; the rows of the last one. */
export function d1Sql(state: D1State, statement: string): Record<string, unknown>[] {
  const file = sqliteFile(state);
  if (!file) return d1SqlThroughWrangler(state, statement);
  // The site may be writing: wait for its lock rather than fail (SQLITE_BUSY).
  const db = new DatabaseSync(file, { timeout: 10_000 });
  try {
    const statements = splitStatements(statement);
    db.exec("BEGIN IMMEDIATE");
    try {
      let rows: Record<string, unknown>[] = [];
      for (const single of statements)
        rows = db
          .prepare(single)
          .all()
          .map((row) => ({ ...row }));
      db.exec("COMMIT");
      return rows;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  } finally {
    db.close();
  }
}

const wranglerCli = (): string => {
  const manifest = require.resolve("wrangler/package.json");
  return path.join(path.dirname(manifest), (JSON.parse(readFileSync(manifest, "utf8")) as { bin: { wrangler: string } }).bin.wrangler);
};

// A second process may find the file locked for a moment while the site writes (SQLITE_BUSY): tried
// again, a few times, after a short wait.
const BUSY_TRIES = 20;
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function d1SqlThroughWrangler(state: D1State, statement: string): Record<string, unknown>[] {
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
