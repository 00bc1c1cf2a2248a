/**
 * What the sending command sends: the page it asks for (GET /api/notifiche/invii?dopo=&limite=) and
 * its report of a page (POST /api/notifiche/invii). Checked before any statement runs.
 */
import { MAX_ENDPOINT_LENGTH } from "../push-address";
import type { Checked } from "./subscribe-body";
import { TEXTS } from "./texts";

export const MAX_PAGE = 500;

export interface PageRequest {
  /** The last endpoint of the previous page ("" for the first page). */
  after: string;
  limit: number;
}

export function checkPageRequest(url: URL): Checked<PageRequest> {
  const after = url.searchParams.get("dopo") ?? "";
  const limitText = url.searchParams.get("limite") ?? String(MAX_PAGE);
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : 0;
  if (after.length > MAX_ENDPOINT_LENGTH || limit < 1 || limit > MAX_PAGE) return { ok: false, error: TEXTS.badPage };
  return { ok: true, value: { after, limit } };
}

export interface Delivery {
  endpoint: string;
  eventi: Record<string, number>;
}

export interface Report {
  consegnati: Delivery[];
  scaduti: string[];
}

const isEndpoint = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= MAX_ENDPOINT_LENGTH;
const isSequenza = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function checkDelivery(value: unknown): Delivery | null {
  if (typeof value !== "object" || value === null) return null;
  const { endpoint, eventi } = value as Record<string, unknown>;
  if (!isEndpoint(endpoint) || typeof eventi !== "object" || eventi === null || Array.isArray(eventi)) return null;
  return Object.values(eventi).every(isSequenza) ? { endpoint, eventi: eventi as Record<string, number> } : null;
}

/** `{ consegnati: [{ endpoint, eventi: { id: sequenza } }], scaduti: [endpoint] }`, each list at most a page; a missing list is empty. */
export function checkReport(body: Record<string, unknown>): Checked<Report> {
  const consegnati = body.consegnati ?? [];
  const scaduti = body.scaduti ?? [];
  if (!Array.isArray(consegnati) || !Array.isArray(scaduti) || consegnati.length > MAX_PAGE || scaduti.length > MAX_PAGE) {
    return { ok: false, error: TEXTS.badReport };
  }
  const deliveries = consegnati.map(checkDelivery);
  if (deliveries.some((delivery) => delivery === null) || !scaduti.every(isEndpoint)) return { ok: false, error: TEXTS.badReport };
  return { ok: true, value: { consegnati: deliveries as Delivery[], scaduti } };
}
