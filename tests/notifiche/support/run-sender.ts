/**
 * Runs `npm run notifiche:invia`'s script in its own process, as the deploy job does, with only the
 * settings given. The fake push service whose certificate is `caFile` is trusted as the deploy trusts
 * the real ones: its certificate through NODE_EXTRA_CA_CERTS, its origin through NOTIFICHE_PUSH_ORIGINS
 * (the site's list, which the sender checks every address against again), unless the settings name one.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import webpush from "web-push";
import { SETTINGS } from "../../../notifications/sender/config";
import { LIMIT_SETTINGS } from "../../../notifications/sender/limits";
import { serviceOriginOf } from "../../support/fake-push-service";

const root = path.resolve(__dirname, "../../..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

export interface SenderRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A VAPID key pair and subject, as an organiser makes them once (docs/deploy.md). */
export function makeVapid() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: "mailto:notifiche@example.org" };
}

export function runSender(settings: Record<string, string>, caFile?: string): Promise<SenderRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...SETTINGS, ...Object.values(LIMIT_SETTINGS), "NOTIFICHE_PUSH_ORIGINS"]) delete env[name];
  Object.assign(env, caFile ? { NODE_EXTRA_CA_CERTS: caFile, NOTIFICHE_PUSH_ORIGINS: serviceOriginOf(caFile) } : {}, settings);
  return new Promise((resolve) => {
    execFile(process.execPath, [tsx, "notifications/sender/invia.ts"], { cwd: root, env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}
