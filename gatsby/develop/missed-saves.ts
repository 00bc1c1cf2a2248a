import fs from "node:fs/promises";
import type { PreviewTexts } from "../data-nodes/preview-texts";

/**
 * Gatsby's file watcher passes on at most one change per file every 50 ms (chokidar's throttle).
 * An editor (or a busy machine) that saves by emptying a file and then writing it can be caught in
 * between: Gatsby reads the empty file, the preview keeps the last readable version, and the write
 * that follows falls inside the throttle and is never read, so the open pages would stay on old
 * data although the file on disk is fine and the notice says so. After each check of the data
 * folder, a file whose text on disk differs from what Gatsby last read gets its modification time
 * touched (content untouched), which makes the watcher read it again. Once per text on disk: if
 * Gatsby still reads something else, touching again would not help, and must not loop.
 */
export class MissedSaves {
  private readonly touchedFor = new Map<string, string>();

  constructor(private readonly texts: Pick<PreviewTexts, "loaded">) {}

  /** Touches each file Gatsby read differently from what is on disk now; returns their paths. */
  async touch(): Promise<string[]> {
    const touched: string[] = [];
    for (const [file, loadedText] of this.texts.loaded()) {
      const onDisk = await fs.readFile(file, "utf8").catch(() => undefined);
      if (onDisk === undefined || onDisk === loadedText || this.touchedFor.get(file) === onDisk) continue;
      this.touchedFor.set(file, onDisk);
      const now = new Date();
      await fs.utimes(file, now, now);
      touched.push(file);
    }
    return touched;
  }
}
