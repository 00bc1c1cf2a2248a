/** The words of the notifications' controls (issue 44), one place for the view and its tests. */
import { MESSAGE_TTL_HOURS } from "../../events/push-retention";

export const SUBSCRIBE_LABEL = "Avvisami se cambiano";
export const UNSUBSCRIBE_LABEL = "Non avvisarmi più";
export const PRIVACY_LINK_TEXT = "Informativa sulla privacy";

// Widened: the words must follow the constant, whatever its value.
const ttlHours: number = MESSAGE_TTL_HOURS;

/**
 * Beside the button (issue 50): a push service keeps a message for MESSAGE_TTL_HOURS only, so a phone off
 * for longer misses it; the saved events' change notes (the pocket's) still say what changed.
 */
export const OFFLINE_HELP = `Se il telefono resta spento o senza rete per più di ${ttlHours === 1 ? "un'ora" : `${ttlHours} ore`}, la notifica non arriva: i cambi restano comunque segnati sui tuoi eventi salvati.`;

export const PUSH_LINES = {
  subscribed: "Ti avvisiamo con una notifica, anche a sito chiuso, se cambia uno dei tuoi eventi salvati.",
  missing: "Questo browser non può ricevere notifiche dai siti: con un browser aggiornato potrai chiedere un avviso quando cambiano i tuoi eventi.",
  iosHome:
    "Per ricevere un avviso quando cambiano i tuoi eventi, aggiungi questo sito alla schermata Home (Condividi, poi «Aggiungi alla schermata Home») e aprilo da lì: su iPhone e iPad le notifiche dei siti funzionano solo così.",
  denied:
    "Le notifiche di questo sito sono bloccate nel browser. Per riceverle, consentile nelle impostazioni del sito (l'icona accanto all'indirizzo, poi «Notifiche»), poi premi di nuovo «Avvisami se cambiano».",
  dismissed: "Non hai dato il permesso per le notifiche: premi di nuovo «Avvisami se cambiano» e scegli «Consenti».",
  offline: "Sei offline: riprova quando torni in linea.",
  pending: "Sei offline: aggiorneremo i tuoi avvisi appena torni in linea.",
  busy: "Troppe richieste da questa rete nell'ultima ora (capita sul Wi-Fi condiviso): non è cambiato nulla, riprova più tardi.",
  error: "Il sito non ha potuto registrare la richiesta: non è cambiato nulla, riprova più tardi.",
  browserError: "Il browser non è riuscito ad attivare le notifiche: non è cambiato nulla, riprova più tardi.",
  stopped: "Non riceverai più avvisi: i dati della tua iscrizione sono stati cancellati.",
} as const;

export type PushLine = keyof typeof PUSH_LINES;
