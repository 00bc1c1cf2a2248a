/**
 * What `npm test` checks by itself for the website's accessibility, as the statement on /accessibilita/
 * says it: nothing more. Each line is proved by the suite that runs it (__tests__/site-checks.test.ts
 * finds that test): drop or narrow a test and the proof fails until the line here says so too.
 */
export interface SiteCheck {
  id: "axe" | "larghezze" | "ingrandimento" | "tastiera" | "movimento" | "senza-javascript" | "immagini" | "html";
  /** What is checked, as a sentence of the statement. */
  testo: string;
  /** On which pages. */
  dove: string;
}

export const SITE_CHECKS: readonly SiteCheck[] = [
  {
    id: "axe",
    testo: "Le regole automatiche di axe-core per le WCAG 2.2 ai livelli A e AA, compreso il contrasto tra testo e sfondo",
    dove: "su ogni tipo di pagina, larga 375 pixel (un telefono) e 1280 pixel (un computer)",
  },
  {
    id: "larghezze",
    testo: "Che niente esca dal bordo destro e che la pagina non scorra di lato",
    dove: "su ogni tipo di pagina, larga 375 e 1280 pixel",
  },
  {
    id: "ingrandimento",
    testo: "Che la pagina non scorra di lato a 320 pixel di larghezza, come uno schermo di 1280 pixel ingrandito al 400%",
    dove: "nelle pagine del menu e nelle modifiche al programma",
  },
  {
    id: "tastiera",
    testo:
      "Con la tastiera: il link «Salta al contenuto» è il primo che si raggiunge con Tab, si vede e porta al contenuto; il menu del telefono si chiude con Esc e rimette il focus sul suo pulsante",
    dove: "nella barra in cima, uguale su ogni pagina",
  },
  {
    id: "movimento",
    testo: "Chi chiede al sistema meno animazioni arriva al programma senza scorrimento animato",
    dove: "nella pagina principale",
  },
  {
    id: "senza-javascript",
    testo: "Lo stesso contenuto anche senza JavaScript, con i link e i menu che funzionano",
    dove: "nelle pagine del menu, nelle modifiche al programma e nella pagina di un luogo",
  },
  {
    id: "immagini",
    testo: "Un testo alternativo e le dimensioni per ogni immagine",
    dove: "nelle pagine del menu, nelle modifiche al programma, nel programma da stampare e nelle edizioni passate",
  },
  {
    id: "html",
    testo: "Il codice HTML, con html-validate",
    dove: "su ogni pagina",
  },
];
