import fs from "node:fs/promises";
import path from "node:path";
import { PreviewTexts } from "../data-nodes/preview-texts";
import { validateDataDir } from "../data-validation";
import { DATA_FILES } from "../data-validation/data-files";

/** What the live preview tells the volunteer about the data folder as it is on disk now. */
export interface DataStatus {
  errors: string[];
  warnings: string[];
  /** Data files that cannot be read now: the preview still shows their last readable version. */
  heldBack: string[];
}

export const NO_PROBLEMS: DataStatus = { errors: [], warnings: [], heldBack: [] };

/** The same check as `npm run check:data` and the build, plus which files the preview holds back. */
export async function readDataStatus(dataDir: string, displayDir: string): Promise<DataStatus> {
  const { errors, warnings } = await validateDataDir(dataDir, { displayDir });
  const heldBack: string[] = [];
  if (errors.length > 0) {
    for (const file of DATA_FILES) {
      const text = await fs.readFile(path.join(dataDir, file), "utf8").catch(() => undefined);
      if (text !== undefined && !PreviewTexts.isReadable(file, text)) heldBack.push(`${displayDir}/${file}`);
    }
  }
  return { errors, warnings, heldBack };
}

/** What onPreBootstrap found when the preview started (it stops on errors, so only warnings). */
export const startupStatus: DataStatus = { errors: [], warnings: [], heldBack: [] };

const sameStatus = (a: DataStatus, b: DataStatus) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The current status and everyone who follows it (the terminal, each open browser tab). Checks run
 * one at a time; saves that arrive during a check lead to one more check, never to stale results.
 */
export class DataStatusFeed {
  private status: DataStatus;
  private readonly listeners = new Set<(status: DataStatus) => void>();
  private running: Promise<void> | undefined;
  private again = false;

  /** `initial`: the status already known (and already printed), e.g. by the check at start-up. */
  constructor(
    private readonly read: () => Promise<DataStatus>,
    private readonly onChange: (status: DataStatus, previous: DataStatus) => void,
    initial: DataStatus = NO_PROBLEMS,
  ) {
    this.status = initial;
  }

  get current(): DataStatus {
    return this.status;
  }

  /** Calls `listener` with the current status at once and after every change; returns the unsubscribe. */
  subscribe(listener: (status: DataStatus) => void): () => void {
    this.listeners.add(listener);
    listener(this.status);
    return () => {
      this.listeners.delete(listener);
    };
  }

  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        const next = await this.read();
        if (sameStatus(next, this.status)) continue;
        const previous = this.status;
        this.status = next;
        this.onChange(next, previous);
        for (const listener of this.listeners) listener(next);
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
