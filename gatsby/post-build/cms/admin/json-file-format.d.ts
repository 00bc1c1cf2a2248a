// Types of json-file-format.js (plain JavaScript so the browser can load it without a build step).
export const ITEMS_FIELD: "items";
export interface Shape {
  keys?: string[];
  properties?: Record<string, Shape>;
  items?: Shape;
}
export interface SpanNode {
  start: number;
  end: number;
  value: unknown;
  members?: Map<string, SpanNode>;
  elements?: SpanNode[];
}
export type DataFileRoot = "array" | "object";
export function jsonEqual(a: unknown, b: unknown): boolean;
export function parseSpans(text: string): SpanNode | null;
export function dropEmptyFields<T>(value: T): T;
export function parseDataFile(text: string, root: DataFileRoot): Record<string, unknown>;
export function serializeDataFile(data: Record<string, unknown>, root: DataFileRoot, shape: Shape, previousText?: string): string;
export function createDataFileFormat(
  root: DataFileRoot,
  shape: Shape,
): { fromFile(text: string): Record<string, unknown>; toFile(data: Record<string, unknown>): string };
