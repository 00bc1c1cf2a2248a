/**
 * The privacy page's sections on «Avvisami se cambiano» (issue 50), worded at build time: what is kept,
 * who else holds a copy and until when are the code's facts (src/events/push-retention.ts and the dates
 * of push-retention-dates.ts), where, why and how to delete are the organisers' words (sito.json's
 * `privacy`). Built here rather than in the page's component so that the text travels as page data,
 * not as JavaScript every visit of /privacy/ downloads.
 */
import { CLIENT_WINDOW_MINUTES, DATABASE_RESTORE_DAYS, MESSAGE_TTL_HOURS, SUBSCRIPTION_DAYS_AFTER } from "../../src/events/push-retention";
import type { RetentionDates } from "./push-retention-dates";

export interface PrivacySection {
  /** The heading's id, "privacy-dove". */
  id: string;
  titolo: string;
  /** A list first, when the section has one… */
  elenco: string[];
  /** …then its paragraphs. */
  paragrafi: string[];
}

/** sito.json's `privacy` texts that the notifications' sections use. */
export interface PrivacyTexts {
  ospite: string;
  scopo: string;
  cancellazione: string;
}

/** "7 giorni", "1 giorno": the retention facts are numbers of the code, so their nouns follow them. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const PUSH_SERVICES = "di Google, Mozilla, Apple o Microsoft";

const section = (id: string, titolo: string, { elenco = [], paragrafi = [] }: { elenco?: string[]; paragrafi?: string[] }): PrivacySection => ({
  id: `privacy-${id}`,
  titolo,
  elenco,
  paragrafi,
});

export function pushPrivacySections(texts: PrivacyTexts, dates: Pick<RetentionDates, "cancellatiEntro" | "copieFino">): PrivacySection[] {
  const restoreDays = count(DATABASE_RESTORE_DAYS, "giorno", "giorni");
  return [
    section("avvisi", "Gli avvisi quando cambiano i tuoi eventi", {
      paragrafi: [
        "Se premi «Avvisami se cambiano» negli strumenti del programma, il sito conserva alcuni dati per mandarti una notifica quando un evento che hai " +
          "salvato cambia. Senza quel pulsante non conserva nulla.",
      ],
    }),
    section("dove", "Dove", { paragrafi: [`In un database di ${texts.ospite}, che pubblica il sito: una riga per ogni browser che ha chiesto gli avvisi.`] }),
    section("dati", "Quali dati", {
      elenco: [
        `L'indirizzo a cui il servizio di notifiche del tuo browser (${PUSH_SERVICES}) recapita i messaggi, e le due chiavi con cui vengono cifrati.`,
        "Gli identificativi degli eventi che hai salvato, ciascuno con il numero dei suoi cambiamenti di cui sei già stato avvisato.",
        "La data dell'iscrizione, quella dell'ultimo aggiornamento e quella in cui scade.",
      ],
      paragrafi: [
        "Nessun nome, indirizzo e-mail, numero di telefono o indirizzo IP.",
        "Per difendersi da chi ne abusa, il sito conta quante richieste di iscrizione o di cancellazione arrivano da ogni indirizzo IP in un'ora: " +
          "dell'indirizzo conserva solo un'impronta cifrata con una chiave segreta (da cui non si risale all'indirizzo), insieme all'ora, " +
          `e la cancella dopo ${count(CLIENT_WINDOW_MINUTES, "minuto", "minuti")}. Conta anche le iscrizioni in tutto, per non superarne un numero massimo.`,
      ],
    }),
    section("copie", "Chi altro ne ha una copia", {
      elenco: [
        "GitHub (GitHub, Inc.), dove gira il programma che manda gli avvisi, a ogni aggiornamento del sito e una volta al giorno: mentre lavora scarica " +
          "gli indirizzi e le chiavi di tutti gli iscritti, e la macchina che li ha usati viene cancellata alla fine del lavoro. Il registro del lavoro " +
          "non contiene nessun indirizzo.",
        `Il servizio di notifiche del tuo browser (${PUSH_SERVICES}): riceve ogni avviso cifrato, senza poterlo leggere, ` +
          `e lo tiene al massimo ${count(MESSAGE_TTL_HOURS, "ora", "ore")} se il telefono è spento o senza rete.`,
        `Le copie di sicurezza del database: chi gestisce il sito può riportarlo com'era in qualsiasi momento degli ultimi ${restoreDays}, ` +
          `quindi anche una riga cancellata resta recuperabile per ${restoreDays}.`,
      ],
    }),
    section("perche", "Perché", { paragrafi: [texts.scopo] }),
    section("durata", "Per quanto tempo", {
      paragrafi: [
        `Scadono passati ${count(SUBSCRIPTION_DAYS_AFTER, "giorno", "giorni")} dall'ultimo giorno del festival, e vengono cancellati, anche se non fai nulla, ` +
          `${dates.cancellatiEntro}: li cancella un lavoro programmato una volta al giorno, che può partire con qualche minuto di ritardo.`,
        `Le copie di sicurezza del database li conservano ancora ${dates.copieFino}.`,
      ],
    }),
    section("cancellazione", "Come cancellarli", {
      paragrafi: [texts.cancellazione, `Dalle copie di sicurezza del database, i dati cancellati spariscono ${restoreDays} dopo.`],
    }),
  ];
}
