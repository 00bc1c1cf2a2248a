// Types of wrangler-pages-dev.mjs for the TypeScript suites that start wrangler (tests/push-api).
export const SITE_FUNCTIONS: string[];
export function wranglerCli(): string;
export function wranglerEnv(workDir: string): NodeJS.ProcessEnv;
export function freePort(): Promise<number>;

export interface StartedPagesDev {
  url: string;
  close: () => Promise<void>;
  output: string[];
  workDir: string;
  persistTo: string;
}

export function startWranglerPagesDev(
  publicDir: string,
  options?: {
    timeoutMs?: number;
    port?: number;
    functions?: { root: string; folders: string[] };
    bindings?: Record<string, string>;
    prepare?: (folders: { workDir: string; persistTo: string }) => Promise<void>;
  },
): Promise<StartedPagesDev>;
