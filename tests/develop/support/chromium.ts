import { accessSync, constants } from "node:fs";
import path from "node:path";

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The same choice as tests/browser/support/global-setup.mjs: CHROME_PATH, Debian's chromium, then PATH. */
export function findChromium(): string | null {
  if (process.env.CHROME_PATH) return isExecutable(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  if (isExecutable("/usr/bin/chromium")) return "/usr/bin/chromium";
  for (const command of ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]) {
    for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
      if (isExecutable(path.join(dir, command))) return path.join(dir, command);
    }
  }
  return null;
}
