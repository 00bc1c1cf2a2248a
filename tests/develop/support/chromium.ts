import { accessSync, constants } from "node:fs";
import path from "node:path";
import executableNames from "../../browser/support/chromium-executables.json";

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The same choice as tests/browser/support/global-setup.mjs: CHROME_PATH, then the names on PATH in order. */
export function findChromium(): string | null {
  if (process.env.CHROME_PATH) return isExecutable(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  for (const command of executableNames) {
    for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
      if (isExecutable(path.join(dir, command))) return path.join(dir, command);
    }
  }
  return null;
}
