/**
 * What the login's own pages say, in Italian, to the volunteer in the popup (and, through Decap, on
 * the CMS's login screen). Generic on purpose: no secret, no GitHub answer, no parameter is echoed.
 */
export const TEXTS = {
  pageTitle: "Accesso alla gestione dei contenuti",
  inProgress: "Accesso in corso: questa finestra si chiude da sola.",
  noOpener: "Questa pagina serve solo durante l'accesso. Apri /admin/ del sito e premi «Accedi con GitHub».",
  notConfigured: (names: readonly string[]) =>
    `L'accesso con GitHub non è ancora configurato su questo sito (manca ${names.join(", ")}). Avvisa chi gestisce il sito.`,
  badRequest: "Richiesta di accesso non valida. Chiudi questa finestra e premi di nuovo «Accedi con GitHub».",
  stateMismatch:
    "L'accesso non è stato confermato da questo browser o è scaduto. Chiudi questa finestra e premi di nuovo «Accedi con GitHub».",
  denied: "GitHub non ha concesso l'accesso. Chiudi questa finestra e riprova; se succede ancora, avvisa chi gestisce il sito.",
  exchangeFailed: "GitHub non ha confermato l'accesso. Chiudi questa finestra e riprova tra qualche minuto.",
  timeout: "GitHub non ha risposto in tempo. Chiudi questa finestra e riprova tra qualche minuto.",
} as const;
