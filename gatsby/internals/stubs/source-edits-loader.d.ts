// The loader's own types, for its unit test: webpack calls it with its loader context.
import type { SourceEdit } from "../source-edits";

declare function sourceEditsLoader(this: { getOptions(): { piece: string; edits: readonly SourceEdit[] }; resourcePath: string }, source: string): string;
export = sourceEditsLoader;
