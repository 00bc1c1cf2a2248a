/**
 * The part of Cloudflare D1's client API these functions use (the full types are in
 * @cloudflare/workers-types, which this repository does not need to install).
 */
export interface D1Result<Row = Record<string, unknown>> {
  results: Row[];
  success: boolean;
  meta: { changes: number };
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  run(): Promise<D1Result>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  /** One round trip, in one transaction: all statements apply or none. */
  batch<Row = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<D1Result<Row>[]>;
}
