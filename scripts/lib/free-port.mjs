// A loopback port for a server that another program opens a moment later (wrangler, gatsby develop,
// decap-server, nginx, a fake push service), shared by the tests and `npm run cms`.
//
// Asking the OS (listen on port 0, close, hand the number over) races: the OS gives numbers from its
// ephemeral range to every listen(0) and every outgoing connection, and in the seconds before the
// other program binds, the same number can go to another server of the same test run. It did: in a
// clean-clone run (2026-11-29), the login functions started with a refused origin answered 404 from
// another server, three suites having started their servers in the same second. So a port comes from
// below the ephemeral range (nothing is given one from there unasked), is free when chosen, and is
// claimed by an exclusive file in the temporary folder that every process of ours respects.
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Where the claims live; one empty file per port, named after it. */
export const CLAIMS_DIR = path.join(tmpdir(), "connessioni-ports");
/** A claim older than this is a leftover (a server started with it has long bound its port). */
export const CLAIM_LIFETIME_MS = 10 * 60_000;
const POOL_SIZE = 10_000;

/** The first port of the OS's ephemeral range: Linux says it; elsewhere IANA's 49152. */
export function ephemeralStart(rangeFile = "/proc/sys/net/ipv4/ip_local_port_range") {
  try {
    const low = Number(readFileSync(rangeFile, "utf8").trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 1024) return low;
  } catch {
    // not Linux
  }
  return 49152;
}

/** The ports we choose from: the ones just below the ephemeral range, none privileged. */
export function portPool(start = ephemeralStart()) {
  const high = start - 1;
  const low = Math.max(1025, start - POOL_SIZE);
  return { low, high };
}

/** Claims `port` for this process: false when another claim, not yet stale, holds it. */
export function claimPort(port, { dir = CLAIMS_DIR, now = Date.now() } = {}) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, String(port));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      closeSync(openSync(file, "wx"));
      return true;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      let age;
      try {
        age = now - statSync(file).mtimeMs;
      } catch {
        continue; // released meanwhile: try again
      }
      if (age < CLAIM_LIFETIME_MS) return false;
      try {
        unlinkSync(file); // a leftover: take it over
      } catch {
        // another process took it over first; its exclusive create decides
      }
    }
  }
  return false;
}

/** Whether nothing listens on 127.0.0.1:`port` now. */
export function isFree(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port below the ephemeral range, free on 127.0.0.1 now and claimed for this run. */
export async function freePort({ pool = portPool(), dir = CLAIMS_DIR, random = Math.random } = {}) {
  const size = pool.high - pool.low + 1;
  for (let tries = 0; tries < 200; tries += 1) {
    const port = pool.low + Math.floor(random() * size);
    if (!claimPort(port, { dir })) continue;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port found between ${pool.low} and ${pool.high} on 127.0.0.1`);
}
