// Types of pages-dev-with-d1.mjs.
export const DATABASE_NAME: string;

/** Where a started site keeps its local D1. */
export interface D1State {
  workDir: string;
  persistTo: string;
}

export interface PagesDevWithD1 {
  url: string;
  state: D1State;
  sql: (statement: string) => Promise<Record<string, unknown>[]>;
  stop: () => Promise<void>;
}

export function d1Sql(state: D1State, statement: string): Promise<Record<string, unknown>[]>;
export function startPagesDevWithD1(options: { publicDir: string; env?: Record<string, string>; port?: number }): Promise<PagesDevWithD1>;
