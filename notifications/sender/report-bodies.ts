/**
 * A page's report cut into bodies the site accepts. The API caps the sender's report at 1 MiB
 * (notifications/api/request-body.ts' MAX_REPORT_BYTES, raised from the browser's 16 KiB because 500 real push
 * addresses alone are ~100 KB); a page whose subscribers saved up to 200 ids each can still pass it.
 * Each body keeps under the cap, so a page costs its GET and one POST, rarely a few, never one per row.
 */
import type { DeliveryReport } from "./site-api";

/** The API's cap on a report (1 MiB), less room for a longer number or an escaped character. */
export const MAX_REPORT_BYTES = 1024 * 1024 - 4096;

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
