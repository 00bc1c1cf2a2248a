/**
 * A subscription's keys (RFC 8291): `p256dh`, the browser's P-256 public key, uncompressed (65 bytes,
 * 0x04 first), and `auth`, a 16-byte secret; both base64url without padding, as
 * PushSubscription.toJSON() gives them. A key that is not a point of the curve is refused here rather
 * than failing every time the sender encrypts for it.
 */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

/** The bytes of unpadded base64url text, or null for anything else. */
export function decodeBase64url(text: unknown): Uint8Array<ArrayBuffer> | null {
  if (typeof text !== "string" || !/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(
    text
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(text.length / 4) * 4, "="),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function isCurvePoint(bytes: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    await crypto.subtle.importKey("raw", bytes, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

export interface SubscriptionKeys {
  p256dh: string;
  auth: string;
}

/** The keys as sent, when both are well formed; otherwise null. */
export async function checkSubscriptionKeys(keys: unknown): Promise<SubscriptionKeys | null> {
  if (typeof keys !== "object" || keys === null) return null;
  const { p256dh, auth } = keys as Record<string, unknown>;
  const publicKey = decodeBase64url(p256dh);
  const secret = decodeBase64url(auth);
  if (!publicKey || publicKey.length !== P256DH_BYTES || publicKey[0] !== 0x04) return null;
  if (!secret || secret.length !== AUTH_BYTES) return null;
  if (!(await isCurvePoint(publicKey))) return null;
  return { p256dh: p256dh as string, auth: auth as string };
}
