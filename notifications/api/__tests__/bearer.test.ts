/** @jest-environment node */
import { isSender, sameSecret } from "../bearer";

const withAuthorization = (value?: string) => new Request("https://sito.example/api/notifiche/invii", { headers: value ? { Authorization: value } : {} });

test("sameSecret compares whole secrets, whatever their lengths", async () => {
  expect(await sameSecret("segreto", "segreto")).toBe(true);
  expect(await sameSecret("segreto", "segretO")).toBe(false);
  expect(await sameSecret("segreto", "segreto-lungo")).toBe(false);
  expect(await sameSecret("segreto", "")).toBe(false);
});

test("isSender wants `Bearer <secret>` and a secret set", async () => {
  expect(await isSender(withAuthorization("Bearer s3greto"), "s3greto")).toBe(true);
  expect(await isSender(withAuthorization("bearer s3greto"), "s3greto")).toBe(true);
  expect(await isSender(withAuthorization("Basic s3greto"), "s3greto")).toBe(false);
  expect(await isSender(withAuthorization(), "s3greto")).toBe(false);
  expect(await isSender(withAuthorization("Bearer "), "")).toBe(false);
  expect(await isSender(withAuthorization("Bearer x"), undefined)).toBe(false);
});
