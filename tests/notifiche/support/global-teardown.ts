// Jest globalTeardown of the sender's suite: stops the site of global-setup.ts and removes its folder.
import { rmSync } from "node:fs";

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as { __connessioniNotifiche?: { site: { stop(): Promise<void> }; siteDir: string } }).__connessioniNotifiche;
  if (!started) return;
  await started.site.stop();
  rmSync(started.siteDir, { recursive: true, force: true });
}
