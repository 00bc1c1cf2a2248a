/** @jest-environment node */
import { createECDH, randomBytes } from "node:crypto";
import { checkSubscriptionKeys, decodeBase64url } from "../subscription-keys";

const goodKeys = () => ({ p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") });

test("a browser's keys are accepted as sent", async () => {
  const keys = goodKeys();
  expect(await checkSubscriptionKeys(keys)).toEqual(keys);
});

test.each([
  ["p256dh of 64 bytes", { p256dh: Buffer.alloc(64, 4).toString("base64url") }],
  ["a compressed p256dh (33 bytes, 0x02)", { p256dh: createECDH("prime256v1").generateKeys("base64url", "compressed") }],
  ["65 bytes starting 0x05", { p256dh: Buffer.concat([Buffer.from([5]), createECDH("prime256v1").generateKeys().subarray(1)]).toString("base64url") }],
  ["65 bytes off the curve", { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url") }],
  ["auth of 15 bytes", { auth: randomBytes(15).toString("base64url") }],
  ["auth of 17 bytes", { auth: randomBytes(17).toString("base64url") }],
  ["padded base64", { auth: randomBytes(16).toString("base64") }],
  ["a number", { auth: 16 }],
])("%s is refused", async (_, change) => {
  expect(await checkSubscriptionKeys({ ...goodKeys(), ...change })).toBeNull();
});

test("no keys object is refused", async () => {
  expect(await checkSubscriptionKeys(null)).toBeNull();
  expect(await checkSubscriptionKeys("chiavi")).toBeNull();
});

test("decodeBase64url reads unpadded base64url only", () => {
  const bytes = randomBytes(20);
  expect(Buffer.from(decodeBase64url(bytes.toString("base64url"))!)).toEqual(bytes);
  expect(decodeBase64url("ab+/")).toBeNull();
  expect(decodeBase64url("abcde")).toBeNull();
});
