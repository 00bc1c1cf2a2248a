/**
 * The sending command's settings, from the environment (issue 44's contract): all five set, or none
 * (the deploy job runs the command on every deploy, also where notifications are not set up).
 */
import { createECDH } from "node:crypto";

export const SETTINGS = ["SITE_URL", "NOTIFICHE_SECRET", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;

export interface SenderConfig {
  /** The site's origin and base path, without a trailing slash. */
  siteUrl: string;
  secret: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
}

export type ConfigOutcome = { state: "off" } | { state: "invalid"; problems: string[] } | { state: "ready"; config: SenderConfig };

/**
 * Whether the keys are one P-256 pair, base64url as `web-push generate-vapid-keys` prints them: a
 * mismatch would have every push service refuse every message (403), one by one.
 */
function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, "base64url"));
  } catch {
    return false;
  }
}

export function readConfig(env: NodeJS.ProcessEnv): ConfigOutcome {
  const value = (name: (typeof SETTINGS)[number]) => env[name]?.trim() ?? "";
  const missing = SETTINGS.filter((name) => value(name) === "");
  if (missing.length === SETTINGS.length) return { state: "off" };
  const problems = missing.map((name) => `manca ${name} (le altre variabili delle notifiche sono impostate)`);
  let siteUrl = value("SITE_URL").replace(/\/+$/, "");
  if (siteUrl !== "") {
    try {
      const url = new URL(siteUrl);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(url.protocol);
      siteUrl = `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
    } catch {
      problems.push(`SITE_URL non è un indirizzo http(s): ${siteUrl}`);
    }
  }
  if (value("VAPID_SUBJECT") !== "" && !value("VAPID_SUBJECT").startsWith("mailto:")) problems.push("VAPID_SUBJECT deve cominciare con mailto:");
  if (value("VAPID_PUBLIC_KEY") !== "" && value("VAPID_PRIVATE_KEY") !== "" && !isVapidPair(value("VAPID_PUBLIC_KEY"), value("VAPID_PRIVATE_KEY"))) {
    problems.push("VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY non sono una coppia (generatele insieme: docs/deploy.md)");
  }
  if (problems.length > 0) return { state: "invalid", problems };
  return {
    state: "ready",
    config: {
      siteUrl,
      secret: value("NOTIFICHE_SECRET"),
      vapid: { publicKey: value("VAPID_PUBLIC_KEY"), privateKey: value("VAPID_PRIVATE_KEY"), subject: value("VAPID_SUBJECT") },
    },
  };
}
