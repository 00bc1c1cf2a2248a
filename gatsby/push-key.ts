/**
 * The site's VAPID public key (issue 44), from the environment of the build: the notifications'
 * button, its code and its short privacy text exist only in a build that has it. Unset: the site is
 * exactly as without the feature. A key that is not a P-256 public key (65 bytes, base64url, starting
 * 0x04) stops the build: a button that cannot subscribe anyone would be worse than none.
 */
export function vapidPublicKey(env: NodeJS.ProcessEnv = process.env): string | null {
  const key = env.VAPID_PUBLIC_KEY?.trim();
  if (!key) return null;
  const bytes = /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, "base64url") : Buffer.alloc(0);
  if (bytes.length !== 65 || bytes[0] !== 4) {
    throw new Error(
      "VAPID_PUBLIC_KEY is not a P-256 public key in base64url (65 bytes starting with 0x04): see docs/deploy.md. " +
        "La chiave VAPID_PUBLIC_KEY non è valida: rigenerala come spiega docs/deploy.md, o togli la variabile per un sito senza avvisi.",
    );
  }
  return key;
}
