/** The answers' Italian texts: short, and naming nothing the visitor sent. */
export const TEXTS = {
  featureOff: "Le notifiche non sono attive.",
  noProgramme: "Il programma delle notifiche non è disponibile.",
  tooLarge: "Richiesta troppo grande.",
  notJson: "Richiesta non valida: serve un oggetto JSON.",
  badEndpoint: "Indirizzo di notifica non valido.",
  foreignEndpoint: "Servizio di notifica non ammesso.",
  badKeys: "Chiavi della sottoscrizione non valide.",
  badEventList: "Elenco degli eventi non valido: da 1 a 200, senza ripetizioni.",
  unknownEvent: "Uno degli eventi non è nel programma: ricarica la pagina.",
  editionOver: "L'edizione è conclusa: non ci sono più cambi da avvisare.",
  unauthorized: "Non autorizzato.",
  badPage: "Parametri non validi: limite da 1 a 500.",
  badReport: "Resoconto non valido.",
} as const;
