/**
 * One page of subscribers: each one's address checked again, each one's news from the push file, one
 * message to each that has some (through the run's pool), and the page's report for the site: the
 * sequenzas now told, the subscriptions gone or on an address the site would not accept. A subscriber
 * whose saved events changed and changed back is told nothing, yet their sequenzas are recorded so
 * that the next run does not look again.
 */
import type { PushFile } from "../../src/events/push-file";
import { newsFor } from "../../src/events/push-news";
import type { Deliverer } from "./deliver";
import { remoteText } from "./log-text";
import { pushPayload } from "./message";
import type { TaskPool } from "./pool";
import type { DeliveryReport, Subscriber } from "./site-api";

export interface Tally {
  inviati: number;
  invariati: number;
  scaduti: number;
  nonRiusciti: number;
  /** Rows on an address the site's check refuses (notifications/push-address.ts): deleted, never contacted. */
  estranei: number;
}

export const emptyTally = (): Tally => ({ inviati: 0, invariati: 0, scaduti: 0, nonRiusciti: 0, estranei: 0 });

export interface PageOutcome {
  report: DeliveryReport;
  tally: Tally;
  /** Why each failed message failed, for the log (endpoints left out: they are the visitors' addresses). */
  failures: string[];
}

export async function sendPage(file: PushFile, subscribers: readonly Subscriber[], deliverer: Deliverer, pool: TaskPool): Promise<PageOutcome> {
  const report: DeliveryReport = { consegnati: [], scaduti: [] };
  const tally = emptyTally();
  const failures: string[] = [];
  const foreign = (endpoint: unknown) => {
    tally.estranei++;
    // The report names rows by their exact address; a row without a string one cannot be named.
    if (typeof endpoint === "string" && endpoint !== "") report.scaduti.push(endpoint);
  };
  const send = async (subscriber: Subscriber) => {
    if (!deliverer.accepts(subscriber.endpoint)) return foreign(subscriber.endpoint);
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
    } else if (delivery.esito === "estraneo") {
      foreign(subscriber.endpoint);
    } else {
      tally.nonRiusciti++;
      failures.push(delivery.motivo);
    }
  };
  await Promise.all(
    subscribers.map((subscriber) =>
      pool.run(async () => {
        try {
          await send(subscriber);
        } catch (error) {
          // One unreadable row fails alone: the page's report still goes.
          tally.nonRiusciti++;
          failures.push(`iscrizione illeggibile (${remoteText(error instanceof Error ? error.message : String(error))})`);
        }
      }),
    ),
  );
  return { report, tally, failures };
}
