// Stops what global-setup.mjs started and removes the copy of the site.
import { rmSync } from "node:fs";

export default async function globalTeardown() {
  const state = globalThis.__connessioniLogin;
  if (!state) return;
  await Promise.all(state.started.map((server) => server.close()));
  rmSync(state.work, { recursive: true, force: true });
}
