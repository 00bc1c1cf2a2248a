// Stops what global-setup.mjs started and removes the throw-away repository.
import { rmSync } from "node:fs";

export default async function globalTeardown() {
  const state = globalThis.__connessioniCms;
  if (!state) return;
  await state.cms.close();
  rmSync(state.repo, { recursive: true, force: true });
}
