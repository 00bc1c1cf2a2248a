/**
 * A page's report cut into bodies the site accepts: the API refuses a body over 16 KiB (413), and a
 * page of 500 deliveries of real push addresses (150-250 characters each) is several times that. Each
 * body keeps to the byte limit, so a page costs its GET and a few POSTs, never one call per row.
 */
import type { DeliveryReport } from "./site-api";

/** The API's limit on a body (16 KiB), less room for a longer number or an escaped character. */
export const MAX_REPORT_BYTES = 16 * 1024 - 256;

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

export function reportBodies(report: DeliveryReport, maxBytes = MAX_REPORT_BYTES): DeliveryReport[] {
  const bodies: DeliveryReport[] = [];
  let current: DeliveryReport = { consegnati: [], scaduti: [] };
  let size = bytes(current);
  const add = <K extends keyof DeliveryReport>(list: K, entry: DeliveryReport[K][number]) => {
    const entrySize = bytes(entry) + 1; // and its comma
    if (size + entrySize > maxBytes && current.consegnati.length + current.scaduti.length > 0) {
      bodies.push(current);
      current = { consegnati: [], scaduti: [] };
      size = bytes(current);
    }
    (current[list] as DeliveryReport[K][number][]).push(entry);
    size += entrySize;
  };
  for (const delivery of report.consegnati) add("consegnati", delivery);
  for (const endpoint of report.scaduti) add("scaduti", endpoint);
  if (current.consegnati.length + current.scaduti.length > 0) bodies.push(current);
  return bodies;
}
