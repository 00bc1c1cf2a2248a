import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../../scripts/lib/free-port.mjs";

export interface DevelopServer {
  url: string;
  /** Everything develop printed so far (stdout and stderr, without colours). */
  output(): string;
  /** Resolves once the output matches `pattern`; rejects after `timeout` ms or if develop exits. */
  waitForOutput(pattern: RegExp, timeout: number, from?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `gatsby develop` in `siteDir` on 127.0.0.1 and a free port, reading `dataDir`. Resolves once the
 * preview is ready ("You can now view ..."). Develop runs in its own process group, so stop() also
 * ends the processes it starts.
 */
export async function startDevelop(siteDir: string, dataDir: string, { timeout = 10 * 60_000 } = {}): Promise<DevelopServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(siteDir, "node_modules/gatsby/cli.js"), "develop", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: siteDir,
      detached: true,
      env: {
        ...process.env,
        CONNESSIONI_DATA_DIR: dataDir,
        NO_COLOR: "1",
        FORCE_COLOR: "0",
        GATSBY_TELEMETRY_DISABLED: "1",
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  let exited: number | null | undefined;
  const append = (chunk: Buffer) => {
    // Gatsby's progress lines still carry cursor codes without colours.
    // eslint-disable-next-line no-control-regex -- the escape character is what these codes start with
    output += chunk.toString().replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  child.on("exit", (code) => (exited = code));

  const waitForOutput = (pattern: RegExp, ms: number, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + ms;
      const poll = setInterval(() => {
        if (pattern.test(output.slice(from))) {
          clearInterval(poll);
          resolve();
        } else if (exited !== undefined || Date.now() > deadline) {
          clearInterval(poll);
          const why = exited !== undefined ? `develop exited with code ${exited}` : `no ${pattern} within ${ms} ms`;
          reject(new Error(`${why}; its output ends with:\n${output.slice(-3000)}`));
        }
      }, 100);
    });

  const stop = async () => {
    if (exited !== undefined || child.pid === undefined) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {
        // already gone
      }
    }, 10_000);
    await gone;
    clearTimeout(timer);
  };

  try {
    await waitForOutput(/You can now view/, timeout);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, waitForOutput, stop };
}
