/**
 * Decryption of a Web Push message body (RFC 8291 over RFC 8188's aes128gcm), written on node:crypto
 * apart from the sender's library, so that the test checks the library rather than itself.
 */
import { createDecipheriv, createECDH, hkdfSync } from "node:crypto";
import type { TestSubscription } from "./subscriptions";

const TAG_LENGTH = 16;

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** The plaintext of an aes128gcm body sent to this subscription; throws when it does not decrypt. */
export function decryptPushBody(
  body: Buffer,
  { privateKey, publicKey, authSecret }: Pick<TestSubscription, "privateKey" | "publicKey" | "authSecret">,
): Buffer {
  // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  if (body.length < 21) throw new Error("body shorter than its header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || recordSize <= TAG_LENGTH + 1) throw new Error("not an RFC 8291 header");

  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
  const ikm = hkdf(shared, authSecret, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);

  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let start = 0, sequence = 0; start < records.length; start += recordSize, sequence++) {
    const record = records.subarray(start, start + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's end (fewer than 2^32 records here).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", key, iv);
    decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_LENGTH)), decipher.final()]);
    // Padding: the delimiter (2 on the last record, 1 before) then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = start + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error("bad padding delimiter");
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
