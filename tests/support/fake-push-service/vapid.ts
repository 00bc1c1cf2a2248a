/**
 * The check of a VAPID header (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT
 * signed with ES256 by the key k names, `aud` the push service's origin, `exp` within 24 hours, `sub` a mailto:.
 */
import { createPublicKey, verify } from "node:crypto";

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The application server's public key (the header's k), base64url. */
  k: string;
}

const DAY_S = 24 * 60 * 60;

/** The header's claims when it is valid for this origin; otherwise throws with the reason. */
export function checkVapid(header: string | undefined, origin: string, nowS = Math.floor(Date.now() / 1000)): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no vapid Authorization header");
  const [, token, k] = match;
  const [head, payload, signature] = token.split(".");
  const header64 = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (header64.alg !== "ES256") throw new Error("JWT not ES256");

  const raw = Buffer.from(k, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("k is not an uncompressed P-256 key");
  const key = createPublicKey({
    format: "jwk",
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
  });
  const signed = verify("sha256", Buffer.from(`${head}.${payload}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) throw new Error("JWT signature does not verify");

  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<VapidClaims>;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (typeof claims.exp !== "number" || claims.exp <= nowS || claims.exp > nowS + DAY_S) throw new Error("exp not within 24 hours");
  if (typeof claims.sub !== "string" || !claims.sub.startsWith("mailto:")) throw new Error("sub is not a mailto:");
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, k };
}
