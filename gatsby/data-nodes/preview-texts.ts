import path from "node:path";
import { fileTextProblems } from "../data-validation";
import { isDataFileName } from "../data-validation/data-files";
import { parseJson } from "../data-validation/json-syntax";

/**
 * The live preview (`gatsby develop`) turns every save of a data file into nodes at once. A file
 * that cannot be read (a syntax slip, a value its schema rejects) would remove its nodes and break
 * every page that queries them, under Gatsby's English errors. Instead the preview keeps the last
 * readable text of that file, while the Italian message says what to fix (gatsby/develop).
 */
export class PreviewTexts {
  private readonly lastReadable = new Map<string, string>();
  /** The text Gatsby last handed over for each file, readable or not (see missed-saves.ts). */
  private readonly lastLoaded = new Map<string, string>();

  /** True when `text` can become nodes: it parses and, for a data file, its schema accepts it. */
  static isReadable(relativePath: string, text: string): boolean {
    return isDataFileName(relativePath) ? fileTextProblems(relativePath, text, ".").length === 0 : parseJson(text).ok;
  }

  /** Records a text known to be readable (the files checked when the preview starts). */
  remember(absolutePath: string, text: string): void {
    // Gatsby gives File nodes forward slashes on every system.
    this.lastReadable.set(path.resolve(absolutePath), text);
  }

  /** The text to build the file's nodes from: this one if readable, else the last readable one, if any. */
  choose(file: { absolutePath: string; relativePath: string }, text: string): string | undefined {
    this.lastLoaded.set(path.resolve(file.absolutePath), text);
    if (PreviewTexts.isReadable(file.relativePath, text)) {
      this.remember(file.absolutePath, text);
      return text;
    }
    return this.lastReadable.get(path.resolve(file.absolutePath));
  }

  /** Each file Gatsby has handed over since the preview started, with the text it read last. */
  loaded(): ReadonlyMap<string, string> {
    return this.lastLoaded;
  }
}

/** One per Gatsby process: onPreBootstrap fills it, onCreateNode reads it. */
export const previewTexts = new PreviewTexts();
