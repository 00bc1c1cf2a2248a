// Stops what global-setup.mjs started (same process, so globalThis is shared).
export default async function globalTeardown() {
  await Promise.all((globalThis.__connessioniHosts ?? []).map((host) => host.close()));
}
