/** @jest-environment node */
import { createECDH } from "node:crypto";
import { vapidPublicKey } from "../push-key";

describe("the notifications' key the build reads", () => {
  it("is absent without VAPID_PUBLIC_KEY (or with an empty one): the site has no notifications", () => {
    expect(vapidPublicKey({})).toBeNull();
    expect(vapidPublicKey({ VAPID_PUBLIC_KEY: "  " })).toBeNull();
  });

  it("is a P-256 public key in base64url", () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const key = ecdh.getPublicKey().toString("base64url");
    expect(vapidPublicKey({ VAPID_PUBLIC_KEY: `${key}\n` })).toBe(key);
  });

  it.each([
    ["a private key", Buffer.alloc(32, 7).toString("base64url")],
    ["standard base64", Buffer.alloc(65, 0xfb).fill(4, 0, 1).toString("base64")],
    ["a compressed key", Buffer.alloc(33, 2).toString("base64url")],
  ])("stops the build with a message for %s", (_, value) => {
    expect(() => vapidPublicKey({ VAPID_PUBLIC_KEY: value })).toThrow(/VAPID_PUBLIC_KEY/);
  });
});
