/**
 * Test subscriptions made as a browser makes them (RFC 8291): a P-256 key pair and a 16-byte auth
 * secret. The subscription JSON is what pushManager.subscribe() gives the page; the private parts
 * let the fake push service (or a test) decrypt what was sent to it.
 */
import { createECDH, randomBytes } from "node:crypto";

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface TestSubscription {
  subscription: PushSubscriptionJson;
  /** The user agent's private key, raw 32 bytes. */
  privateKey: Buffer;
  /** Its public key, uncompressed 65 bytes (0x04…): the subscription's p256dh. */
  publicKey: Buffer;
  authSecret: Buffer;
}

export function makeTestSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: { endpoint, expirationTime: null, keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") } },
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    authSecret,
  };
}
