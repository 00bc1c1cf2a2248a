// Stops what global-setup.mjs started (same process, so globalThis is shared).
import { stopAll } from "./global-setup.mjs";

export default async function globalTeardown() {
  await stopAll();
}
