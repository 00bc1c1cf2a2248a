/**
 * What the functions read of the build's /eventi/notifiche.json (its full type is the build's,
 * src/events/push-file.ts): the ids of the current edition with their `sequenza`, and the edition's
 * last day. Read through Pages' own static files (`env.ASSETS`), so it is always the deployed one.
 */
import { PUSH_FILE_PATH, subscriptionEnd } from "../../src/events/push-file";
import type { NotificheEnv } from "./settings";

export interface PushFileFacts {
  /** id → its current sequenza (the calendars' SEQUENCE). */
  sequenze: Map<string, number>;
  /** When the subscriptions of this edition expire: ISO 8601, UTC. */
  scade: string;
  /** The end of the edition's last day (ISO 8601, UTC): after it there is no change to announce, and nothing is offered. */
  ultimoGiornoFinito: string;
}

const isSequenza = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The end of the last day a subscription is kept (the build's rule, src/events/push-file.ts, which the
 * privacy texts say in words), for `ultimoGiorno` ("YYYY-MM-DD"); null for anything else.
 */
export function expiryAfter(ultimoGiorno: unknown): string | null {
  if (typeof ultimoGiorno !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(ultimoGiorno)) return null;
  const lastDay = new Date(`${ultimoGiorno}T00:00:00.000Z`);
  if (Number.isNaN(lastDay.getTime()) || lastDay.toISOString().slice(0, 10) !== ultimoGiorno) return null;
  const end = new Date(`${subscriptionEnd(ultimoGiorno)}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end.toISOString();
}

/** The facts the file gives, or null when it is missing or not of the expected shape. */
export function pushFileFacts(file: unknown): PushFileFacts | null {
  if (typeof file !== "object" || file === null) return null;
  const { eventi, ultimoGiorno } = file as Record<string, unknown>;
  const scade = expiryAfter(ultimoGiorno);
  if (scade === null || typeof eventi !== "object" || eventi === null || Array.isArray(eventi)) return null;
  const sequenze = new Map<string, number>();
  for (const [id, event] of Object.entries(eventi)) {
    const sequenza = typeof event === "object" && event !== null ? (event as Record<string, unknown>).sequenza : undefined;
    if (!isSequenza(sequenza)) return null;
    sequenze.set(id, sequenza);
  }
  const ultimoGiornoFinito = new Date(`${ultimoGiorno as string}T00:00:00.000Z`);
  ultimoGiornoFinito.setUTCDate(ultimoGiornoFinito.getUTCDate() + 1);
  return { sequenze, scade, ultimoGiornoFinito: ultimoGiornoFinito.toISOString() };
}

/** Reads the deployed file; null when it cannot be read. */
export async function readPushFile(env: NotificheEnv, requestUrl: string): Promise<PushFileFacts | null> {
  try {
    const response = await env.ASSETS.fetch(new Request(new URL(PUSH_FILE_PATH, requestUrl)));
    if (response.status !== 200) return null;
    return pushFileFacts(await response.json());
  } catch {
    return null;
  }
}
