/**
 * What the login's own pages say, in Italian: on the CMS's login screen (Decap shows the error it
 * receives and closes the popup) or, when the popup has no opener, in the popup itself. Hence no
 * "close this window": the same words must fit both places. Generic on purpose: no secret, no
 * GitHub answer, no parameter is echoed (only the names of the settings to fix, and the origins a
 * setting lists that are refused: no secret).
 */
export const TEXTS = {
  pageTitle: "Accesso alla gestione dei contenuti",
  inProgress: "Accesso in corso: questa finestra si chiude da sola.",
  noOpener: "Questa pagina serve solo durante l'accesso. Apri /admin/ del sito e premi «Accedi con GitHub».",
  notConfigured: (names: readonly string[], refusedOrigins: readonly string[] = []) =>
    `L'accesso con GitHub non è ancora configurato su questo sito (impostazioni mancanti o non valide: ${names.join(", ")}).` +
    (refusedOrigins.length > 0
      ? ` Origini rifiutate in CMS_ALLOWED_ORIGINS, perché non https:// (http:// vale solo su localhost, 127.0.0.1 e [::1]) o non scritte come origine esatta: ${refusedOrigins.join(", ")}.`
      : "") +
    " Avvisa chi gestisce il sito.",
  badRequest: "Richiesta di accesso non valida: premi di nuovo «Accedi con GitHub».",
  stateMismatch: "L'accesso non è stato confermato da questo browser o è scaduto: premi di nuovo «Accedi con GitHub».",
  denied: "GitHub non ha concesso l'accesso: premi di nuovo «Accedi con GitHub»; se succede ancora, avvisa chi gestisce il sito.",
  exchangeFailed: "GitHub non ha confermato l'accesso: riprova tra qualche minuto.",
  timeout: "GitHub non ha risposto in tempo: riprova tra qualche minuto.",
} as const;
