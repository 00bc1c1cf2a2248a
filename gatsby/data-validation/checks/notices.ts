import type { DataSet } from "../data-set";
import { isObject } from "../json-values";
import { noticeEndWall } from "../../../src/utils/notice-window";

/**
 * The longest notice, in characters as a reader counts them. 280 is a short paragraph: two or three
 * sentences, seven lines at most on a 375 px phone, read at a glance at the top of every page; and it
 * keeps the first round trip of every page small, since the notices valid at build time are in its HTML.
 */
export const NOTICE_MAX_LENGTH = 280;

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A wall time whose date exists (the schema's pattern lets 2025-02-30 through). */
function isRealDate(wall: string): boolean {
  const date = new Date(`${wall.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === wall.slice(0, 10);
}

/**
 * The ids of today's programme events. Read straight from the file, since the events' "id" field may
 * be newer than this check: without any id in the programme, no notice can name an event yet.
 */
function programmeEventIds(data: DataSet): Set<string> {
  const ids = new Set<string>();
  for (const { index } of data.items("programma.json")) {
    for (const { item } of data.items("programma.json", [index, "eventi"])) {
      if (isObject(item) && typeof item.id === "string") ids.add(item.id);
    }
  }
  return ids;
}

/**
 * data/avvisi.json beyond its schema: a text that is not empty nor too long, real dates, an end after
 * the start, an event that exists, and an event or a page but not both (a notice shows on every page,
 * or on one page, or on every page and on one event's cards).
 */
export function checkNotices(data: DataSet): void {
  if (!data.has("avvisi.json")) return;
  const eventIds = programmeEventIds(data);
  for (const { index, item } of data.items("avvisi.json")) {
    const testo = data.text("avvisi.json", [index, "testo"]);
    if (testo !== undefined) {
      const length = [...testo.trim()].length;
      if (length === 0) {
        data.error("avvisi.json", [index, "testo"], "il testo dell'avviso è vuoto: scrivi il messaggio, oppure cancella tutto l'avviso");
      } else if (length > NOTICE_MAX_LENGTH) {
        data.error(
          "avvisi.json",
          [index, "testo"],
          `il testo è lungo ${length} caratteri, ${length - NOTICE_MAX_LENGTH} più del massimo di ${NOTICE_MAX_LENGTH}: accorcialo (un avviso si legge in un colpo d'occhio, in cima a ogni pagina)`,
        );
      }
    }

    const dal = data.text("avvisi.json", [index, "dal"]);
    const al = data.text("avvisi.json", [index, "al"]);
    let datesOk = true;
    for (const [field, value] of [
      ["dal", dal],
      ["al", al],
    ] as const) {
      if (value !== undefined && WALL_TIME.test(value) && !isRealDate(value)) {
        data.error("avvisi.json", [index, field], `«${value.slice(0, 10)}» non è una data che esiste: controlla giorno e mese`);
        datesOk = false;
      }
    }
    if (datesOk && dal !== undefined && al !== undefined && WALL_TIME.test(dal) && WALL_TIME.test(al)) {
      // Same format, so the order of the texts is the order in time (Rome's wall time).
      if (al <= dal) {
        data.error(
          "avvisi.json",
          [index, "al"],
          al === dal
            ? `«${al}» è lo stesso momento di «dal»: l'avviso non si vedrebbe mai. Scrivi quando deve sparire, oppure togli «al» (sparisce a fine giornata)`
            : `«${al}» viene prima di «dal» (${dal}): l'avviso non si vedrebbe mai. Controlla giorno e ora della fine`,
        );
      }
    } else if (datesOk && dal !== undefined && al === undefined && WALL_TIME.test(dal) && dal.endsWith("T23:59")) {
      // Harmless, but surely not meant: a notice for one minute.
      data.warn("avvisi.json", [index, "dal"], `senza «al» l'avviso sparisce a mezzanotte (${noticeEndWall(dal)}), cioè dopo un minuto: aggiungi «al»`);
    }

    const evento = data.text("avvisi.json", [index, "evento"]);
    const hasPage = isObject(item) && "pagina" in item;
    if (evento !== undefined && hasPage) {
      data.error(
        "avvisi.json",
        [index, "pagina"],
        "un avviso può riferirsi a un evento oppure a una pagina, non a entrambi: togli «pagina» (l'avviso di un evento compare su tutte le pagine e sulle schede dell'evento) oppure «evento»",
      );
    }
    if (evento !== undefined && data.has("programma.json") && !eventIds.has(evento)) {
      data.error(
        "avvisi.json",
        [index, "evento"],
        eventIds.size === 0
          ? `nessun evento di programma.json ha un codice («id»), quindi «${evento}» non indica nessun evento: togli «evento»`
          : `nessun evento di programma.json ha il codice «${evento}»: copia l'«id» dell'evento dal programma, oppure togli «evento»`,
      );
    }
  }
}
