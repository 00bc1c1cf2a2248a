/**
 * One page of subscribers: each one's news from the push file, one message to each that has some
 * (at most `concurrency` at once), and the page's report for the site: the sequenzas now told, the
 * subscriptions gone. A subscriber whose saved events changed and changed back is told nothing, yet
 * their sequenzas are recorded so that the next run does not look again.
 */
import type { PushFile } from "../../src/events/push-file";
import { newsFor } from "../../src/events/push-news";
import type { Deliverer } from "./deliver";
import { pushPayload } from "./message";
import { mapConcurrently } from "./pool";
import type { DeliveryReport, Subscriber } from "./site-api";

export interface Tally {
  inviati: number;
  invariati: number;
  scaduti: number;
  nonRiusciti: number;
}

export const emptyTally = (): Tally => ({ inviati: 0, invariati: 0, scaduti: 0, nonRiusciti: 0 });

export interface PageOutcome {
  report: DeliveryReport;
  tally: Tally;
  /** Why each failed message failed, for the log (endpoints left out: they are the visitors' addresses). */
  failures: string[];
}

export async function sendPage(file: PushFile, subscribers: readonly Subscriber[], deliverer: Deliverer, concurrency: number): Promise<PageOutcome> {
  const report: DeliveryReport = { consegnati: [], scaduti: [] };
  const tally = emptyTally();
  const failures: string[] = [];
  await mapConcurrently(subscribers, concurrency, async (subscriber) => {
    const { eventi, noti } = newsFor(file, subscriber.eventi ?? {});
    if (eventi.length === 0) {
      tally.invariati++;
      if (Object.keys(noti).length > 0) report.consegnati.push({ endpoint: subscriber.endpoint, eventi: noti });
      return;
    }
    const delivery = await deliverer.deliver(subscriber, pushPayload(file, eventi));
    if (delivery.esito === "consegnato") {
      tally.inviati++;
      report.consegnati.push({ endpoint: subscriber.endpoint, eventi: noti });
    } else if (delivery.esito === "scaduto") {
      tally.scaduti++;
      report.scaduti.push(subscriber.endpoint);
    } else {
      tally.nonRiusciti++;
      failures.push(delivery.motivo);
    }
  });
  return { report, tally, failures };
}
