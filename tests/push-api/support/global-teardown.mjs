// Stops what global-setup.mjs started (same process, so globalThis is shared).
import { rmSync } from "node:fs";

export default async function globalTeardown() {
  const { started = [], siteDir } = globalThis.__connessioniPushApi ?? {};
  await Promise.all(started.map((server) => server.stop()));
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
}
