// Stops what global-setup.mjs started (same process, so globalThis is shared).
export default async function globalTeardown() {
  await globalThis.__connessioniBrowserServer?.close();
  await globalThis.__connessioniServer?.close();
}
