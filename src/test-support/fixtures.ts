import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A processed poster as gatsby-plugin-image describes it, named so that tests can tell them apart. */
export function imageFixture(name: string, width = 400, height = 500): IGatsbyImageData {
  return {
    layout: "constrained",
    width,
    height,
    images: {
      fallback: { src: `/static/${name}.png`, srcSet: `/static/${name}.png ${width}w`, sizes: `${width}px` },
      sources: [
        { type: "image/avif", srcSet: `/static/${name}.avif ${width}w`, sizes: `${width}px` },
        { type: "image/webp", srcSet: `/static/${name}.webp ${width}w`, sizes: `${width}px` },
      ],
    },
  };
}

export const fileFixture = (name: string) => ({ childImageSharp: { gatsbyImageData: imageFixture(name) } });

export const ticketFixtures: Queries.TicketLinkFragment[] = [
  {
    artista: "Due ospiti musicali da annunciare",
    data: "2025-09-12",
    dataBreve: "Ven 12 settembre",
    ora: "21:30",
    luogo: "NUoVO",
    stato: null,
    disponibilita: null,
    ticketLink: "https://tickets.example/venerdi",
  },
  {
    artista: "Ospite musicale da annunciare",
    data: "2025-09-13",
    dataBreve: "Sab 13 settembre",
    ora: "21:30",
    luogo: "NUoVO",
    stato: null,
    disponibilita: null,
    ticketLink: "https://tickets.example/sabato",
  },
];

export const siteChromeFixture: Queries.SiteChromeFragment = {
  nome: "Connessioni",
  edizione: "2025",
  tagline: "Il festival della comunicazione della città di Cuneo",
  logoAlt: "Connessioni, festival della comunicazione",
  logo: { childImageSharp: { gatsbyImageData: imageFixture("logo", 40, 40) } },
  organizzatore: { nome: "Associazione Culturale ALL4U", indirizzo: "12100 Cuneo (CN), Italia", citta: "Cuneo" },
  telefoni: ["+39 0171 000 0001", "+39 0171 000 0002"],
  email: ["info@festival.example", "biglietteria@festival.example", "stampa@festival.example"],
  social: [
    { rete: "facebook", nome: "Facebook", url: "https://facebook.example/connessioni" },
    { rete: "instagram", nome: "Instagram", url: "https://instagram.example/connessioni" },
    { rete: "tiktok", nome: "TikTok", url: "https://tiktok.example/connessioni" },
  ],
  biglietteria: "TicketOne",
};

type TalkImages = Pick<Queries.TalkCardFragment, "terzaImmagine" | "terzaImmagineAlt" | "quartaImmagine" | "quartaImmagineAlt">;

/** A talk with two images, plus whichever optional images a test adds. */
export function talkFixture(extra: Partial<TalkImages> = {}): Queries.TalkCardFragment {
  return {
    titolo: "Connessioni Culinarie",
    speaker: "Silvia Moroni con Zaira Mureddu",
    data: "2025-09-12",
    dataCompleta: "Venerdì 12 settembre 2025",
    inizio: "2025-09-12T17:30:00+02:00",
    eventId: "k7m2q9xa", // the programme event's id (issue 36)
    ora: "17:30",
    luogo: "Open Baladin Cuneo",
    paginaLuogo: "/luoghi/open-baladin-cuneo/",
    stato: null,
    fine: null,
    fineIso: "2025-09-12T19:00:00+02:00",
    etichette: [{ campo: "ingresso", valore: "gratuito", testo: "Ingresso gratuito su prenotazione" }],
    posti: null,
    variazioni: null,
    preposizioneLuogo: null,
    nomiPrecedentiLuogo: null,
    descrizione: "Cibo sostenibile e comunicazione. Posti limitati, prenotazione obbligatoria.",
    linkPrenotazione: "https://booking.example/culinarie",
    immagine: fileFixture("talk-1"),
    immagineAlt: "Locandina del talk",
    secondaImmagine: fileFixture("talk-2"),
    secondaImmagineAlt: "Gli ospiti del talk",
    terzaImmagine: null,
    terzaImmagineAlt: null,
    quartaImmagine: null,
    quartaImmagineAlt: null,
    ...extra,
  };
}

/** An edition that is not today's, with dates crossing a month: views must show these words, never their own. */
export const programmeSiteFixture: Queries.ProgrammeSiteFragment = {
  nome: "Incroci",
  edizione: "2031",
  periodoDal: "dal 30 settembre al 2 ottobre 2031",
  calendarioProgramma: "/calendario/incroci-2031.ics",
  programmaApp: { xml: "https://incroci.example/schedule.xml", json: "https://incroci.example/schedule.json" },
  modifiche: { numero: 0 },
  notifiche: null,
};

/** Between editions: a programme whose days have no events yet. */
export const unannouncedDaysFixture: Queries.ProgrammeDayFragment[] = [
  { giorno: "Martedì 30", data: "2031-09-30", utcOffset: "+02:00", eventi: [] },
  { giorno: "Mercoledì 1", data: "2031-10-01", utcOffset: "+02:00", eventi: [] },
  { giorno: "Giovedì 2", data: "2031-10-02", utcOffset: "+02:00", eventi: [] },
];

/**
 * A programme event with the fields the schema computes (start, end) written as the build writes
 * them; its key is an id as the data gives one (issue 36: never derived from day, time or venue),
 * here the first letters of its title.
 */
export const programmeEventFixture = (ora: string, tipo: string, luogo: string, titolo: string, data = "2025-09-12"): Queries.ProgrammeEventFragment => ({
  ora,
  inizio: `${data}T${ora}:00+02:00`,
  fine: null,
  fineIso: `${data}T23:59:00+02:00`,
  eventId: titolo
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .slice(0, 8),
  tipo,
  luogo,
  paginaLuogo: null,
  filtri: null,
  coordinateLuogo: null,
  titolo,
  stato: null,
  etichette: [],
  variazioni: null,
  preposizioneLuogo: null,
  nomiPrecedentiLuogo: null,
  speaker: `Ospite di ${titolo}`,
  locandinaAlt: `Locandina di ${titolo}`,
  locandina: fileFixture(titolo),
});

/** Three days: two events out of time order, an empty day, a show on the last day. */
export const programmeDaysFixture: Queries.ProgrammeDayFragment[] = [
  {
    giorno: "Venerdì 12",
    data: "2025-09-12",
    utcOffset: "+02:00",
    // Out of order on purpose: the column lists events by time.
    eventi: [
      programmeEventFixture("21:30", "Concerto", "NUoVO", "Concerto del venerdì"),
      programmeEventFixture("10:30", "Talk", "Cinema Monviso", "Talk del mattino"),
    ],
  },
  { giorno: "Sabato 13", data: "2025-09-13", utcOffset: "+02:00", eventi: [] },
  {
    giorno: "Domenica 14",
    data: "2025-09-14",
    utcOffset: "+02:00",
    eventi: [programmeEventFixture("21:00", "Spettacolo", "Teatro Toselli", "CIAK SIPARIO", "2025-09-14")],
  },
];

/** Every kind of label an event can have (src/events/event-labels.ts), as the build computes them: words for the views to show. */
export const labelFixtures = {
  lingua: { campo: "lingua", valore: "en", testo: "In inglese" },
  lis: { campo: "servizi", valore: "lis", testo: "Lingua dei segni (LIS)" },
  sottotitoli: { campo: "servizi", valore: "sottotitoli", testo: "Sottotitoli" },
  pubblico: { campo: "pubblico", valore: "studenti famiglie", testo: "Per studenti e famiglie" },
  eta: { campo: "etaMinima", valore: "14", testo: "Dai 14 anni" },
  gratuito: { campo: "ingresso", valore: "gratuito", testo: "Ingresso gratuito su prenotazione" },
  biglietto: { campo: "ingresso", valore: "biglietto", testo: "Ingresso con biglietto" },
  ultimiPosti: { campo: "disponibilita", valore: "ultimi-posti", testo: "Ultimi posti" },
  esaurito: { campo: "disponibilita", valore: "esaurito", testo: "Esaurito" },
} as const satisfies Record<string, Queries.EventLabelFragment>;
