import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { AccessibilitaView } from "../accessibilita-view";
import { SITE_CHECKS } from "../../../accessibility/site-checks";
import { siteChromeFixture, ticketFixtures } from "../../../test-support/fixtures";

// The shared frame (top bar, footer) reads its own static query.
beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ sitoJson: siteChromeFixture, allConcertiJson: { nodes: ticketFixtures } });
});

type Query = Queries.AccessibilitaPageQuery;
type Sito = NonNullable<Query["sitoJson"]>;
type Luogo = Query["allLuoghiJson"]["nodes"][number];
type Giorno = Query["allProgrammaJson"]["nodes"][number];

const unverifiedFacts = [
  { fatto: "ingresso", etichetta: "Ingresso", valore: "da verificare", verificato: false },
  { fatto: "ascensore", etichetta: "Ascensore", valore: "da verificare", verificato: false },
];
const checkedFacts = [
  { fatto: "ingresso", etichetta: "Ingresso", valore: "con una rampa", verificato: true },
  { fatto: "ascensore", etichetta: "Ascensore", valore: "sì", verificato: true },
];

const luoghi: Luogo[] = [
  {
    nome: "Sala Grande",
    percorso: "/luoghi/sala-grande/",
    inProgramma: true,
    accesso: { nota: "Si entra dal cortile.", verificatoIl: "2031-06-15" },
    accessoParole: checkedFacts,
  },
  { nome: "Cortile", percorso: "/luoghi/cortile/", inProgramma: true, accesso: { nota: null, verificatoIl: null }, accessoParole: unverifiedFacts },
  {
    nome: "Vecchio Teatro",
    percorso: "/luoghi/vecchio-teatro/",
    inProgramma: false,
    accesso: { nota: null, verificatoIl: null },
    accessoParole: unverifiedFacts,
  },
];

const event = (eventId: string, ora: string, titolo: string, servizi: string[], stato: string | null = null) => ({
  eventId,
  ora,
  titolo,
  luogo: "Sala Grande",
  stato,
  paginaLuogo: "/luoghi/sala-grande/",
  etichette: [...servizi.map((testo) => ({ campo: "servizi", testo })), { campo: "ingresso", testo: "Ingresso con biglietto" }],
});

const withServices: Giorno[] = [
  {
    giorno: "Venerdì 4",
    eventi: [
      event("bbbbbbbb", "21:00", "Concerto serale", ["Sottotitoli"]),
      event("aaaaaaaa", "10:00", "Incontro del mattino", ["Lingua dei segni (LIS)", "Interpretariato in inglese"]),
      event("cccccccc", "15:00", "Senza servizi", []),
    ],
  },
  { giorno: "Sabato 5", eventi: [event("dddddddd", "18:00", "Talk annullato", ["Lingua dei segni (LIS)"], "annullato")] },
];

const sito = (overrides: Partial<Sito> = {}, dichiarazione: Partial<Sito["dichiarazioneAccessibilita"]> = {}): Sito => ({
  nome: "Incroci",
  edizione: "2031",
  email: ["ciao@incroci.example"],
  emailAccessibilita: "accesso@incroci.example",
  biglietteria: "Biglietti Esempio",
  prenotazioni: "Prenota Esempio",
  organizzatore: { nome: "Associazione Incroci" },
  serviziAccessibilita: [],
  dichiarazioneAccessibilita: {
    dataValutazione: "2031-05-02",
    metodo: "autovalutazione",
    valutatoDa: null,
    verificheManuali: [],
    nonVerificato: ["Le pagine con un lettore di schermo."],
    barriere: [],
    requisiti: "WCAG 2.1 al livello AA (norma europea EN 301 549)",
    modello: "decisione di esecuzione (UE) 2018/1523",
    ...dichiarazione,
  },
  ...overrides,
});

const page = (sitoJson: Sito, { nodes = luoghi, giorni = [] as Giorno[] } = {}): Query => ({
  sitoJson,
  allLuoghiJson: { nodes },
  allProgrammaJson: { nodes: giorni },
});

const region = (name: string) => screen.getByRole("region", { name });
const texts = (element: HTMLElement, selector: string) => [...element.querySelectorAll(selector)].map((node) => node.textContent);
const mailLinks = (element: HTMLElement, address: string) =>
  within(element)
    .getAllByRole("link", { name: address })
    .map((link) => link.getAttribute("href"));

describe("AccessibilitaView, with nothing announced yet", () => {
  beforeEach(() => render(<AccessibilitaView data={page(sito())} />));

  it("keeps the festival's part first, then the statement, headings in order", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Accessibilità");
    expect(texts(screen.getByRole("main"), "h2")).toEqual([
      "Servizi per il pubblico",
      "A chi chiedere",
      "Come si entra nei luoghi",
      "Lingua dei segni, sottotitoli, interpretariato",
      "Dichiarazione di accessibilità del sito",
    ]);
    expect(texts(region("Dichiarazione di accessibilità del sito"), "h3")).toEqual([
      "Stato di conformità",
      "Contenuti non accessibili",
      "Come è stato valutato",
      "Segnalare una barriera",
      "Se non ricevi risposta",
    ]);
  });

  it("invents no service: it says what to ask, and whom", () => {
    const servizi = region("Servizi per il pubblico");
    expect(within(servizi).queryByRole("list")).toBeNull();
    expect(servizi).toHaveTextContent(/non hanno ancora annunciato servizi per l'accesso a Incroci 2031/);
    expect(mailLinks(servizi, "accesso@incroci.example")).toEqual(["mailto:accesso@incroci.example"]);
    expect(mailLinks(region("A chi chiedere"), "accesso@incroci.example")).toEqual(["mailto:accesso@incroci.example"]);
  });

  it("says plainly that no event has LIS, subtitles or interpreting", () => {
    const eventi = region("Lingua dei segni, sottotitoli, interpretariato");
    expect(within(eventi).queryByRole("list")).toBeNull();
    expect(eventi).toHaveTextContent("Per ora nessun evento di Incroci 2031 ha la lingua dei segni (LIS), i sottotitoli o l'interpretariato.");
    expect(mailLinks(eventi, "accesso@incroci.example")).toHaveLength(1);
  });

  it("is partly conformant on automated checks alone, and says why", () => {
    expect(region("Stato di conformità")).toHaveTextContent(
      "Questo sito è parzialmente conforme ai requisiti delle WCAG 2.1 al livello AA (norma europea EN 301 549), perché nessuna persona ha ancora verificato il sito a mano",
    );
    expect(region("Contenuti non accessibili")).toHaveTextContent("Non conosciamo contenuti non accessibili.");
    expect(region("Contenuti non accessibili")).toHaveTextContent("i biglietti su Biglietti Esempio, le prenotazioni su Prenota Esempio");
  });

  it("dates the assessment, names every automated check of the code's list and what no person checked", () => {
    const valutazione = region("Come è stato valutato");
    expect(valutazione).toHaveTextContent("Ultima valutazione: venerdì 2 maggio 2031, con un'autovalutazione.");
    const [checks, unchecked] = within(valutazione).getAllByRole("list");
    expect(within(checks).getAllByRole("listitem")).toHaveLength(SITE_CHECKS.length);
    expect(checks).toHaveTextContent(/axe-core/);
    expect(valutazione).toHaveTextContent("Nessuna persona ha ancora verificato il sito a mano.");
    expect(texts(unchecked, "li")).toEqual(["Le pagine con un lettore di schermo."]);
  });

  it("asks for reports at the access address, answers within 30 days, and says whom to write to next", () => {
    const segnalazioni = region("Segnalare una barriera");
    expect(mailLinks(segnalazioni, "accesso@incroci.example")).toEqual(["mailto:accesso@incroci.example"]);
    expect(segnalazioni).toHaveTextContent("Ti rispondiamo entro 30 giorni.");
    expect(mailLinks(region("Se non ricevi risposta"), "ciao@incroci.example")).toEqual(["mailto:ciao@incroci.example"]);
  });
});

describe("AccessibilitaView, the venues side by side", () => {
  beforeEach(() => render(<AccessibilitaView data={page(sito())} />));

  it("shows this edition's venues, each linked to its page, with every fact in words", () => {
    const section = region("Come si entra nei luoghi");
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Sala Grande", "Cortile"]);
    expect(within(region("Sala Grande")).getByRole("link", { name: "Sala Grande" })).toHaveAttribute("href", "/luoghi/sala-grande/");
    expect(texts(region("Sala Grande"), "dd")).toEqual(["con una rampa", "sì"]);
    expect(region("Sala Grande")).toHaveTextContent("Verificato sul posto domenica 15 giugno 2031.");
    expect(region("Sala Grande")).toHaveTextContent("Si entra dal cortile.");
  });

  it("says «da verificare» for an unchecked fact, and that nobody checked the venue", () => {
    expect(texts(region("Cortile"), "dt")).toEqual(["Ingresso", "Ascensore"]);
    expect(texts(region("Cortile"), "dd")).toEqual(["da verificare", "da verificare"]);
    expect(region("Cortile")).toHaveTextContent("Non ancora verificato sul posto.");
    // Never "accessibile" as a claim about a venue.
    expect(region("Come si entra nei luoghi").textContent).not.toMatch(/accessibil/i);
  });
});

it("between editions (no venue in the programme) shows every venue", () => {
  render(<AccessibilitaView data={page(sito(), { nodes: luoghi.map((luogo) => ({ ...luogo, inProgramma: false })) })} />);
  expect(within(region("Come si entra nei luoghi")).getAllByRole("heading", { level: 3 })).toHaveLength(3);
});

describe("AccessibilitaView, with services, events and a full check by a person", () => {
  beforeEach(() =>
    render(
      <AccessibilitaView
        data={page(
          sito(
            { serviziAccessibilita: [{ titolo: "Ingresso prioritario", testo: "Chiedilo all'ingresso." }] },
            { verificheManuali: ["Tutte le pagine con NVDA."], nonVerificato: [], metodo: "valutazione esterna", valutatoDa: "Studio Esempio" },
          ),
          { giorni: withServices },
        )}
      />,
    ),
  );

  it("lists the organisers' services", () => {
    const servizi = region("Servizi per il pubblico");
    expect(texts(servizi, "li")).toEqual(["Ingresso prioritarioChiedilo all'ingresso."]);
    expect(servizi).not.toHaveTextContent(/non hanno ancora annunciato/);
  });

  it("lists the events with LIS, subtitles or interpreting by day and time, with their services and a link to their card", () => {
    const items = within(region("Lingua dei segni, sottotitoli, interpretariato")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Incontro del mattinoVenerdì 4, 10:00, Sala GrandeLingua dei segni (LIS), Interpretariato in inglese",
      "Concerto seraleVenerdì 4, 21:00, Sala GrandeSottotitoli",
      "Talk annullatoSabato 5, 18:00, Sala Grande: annullatoLingua dei segni (LIS)",
    ]);
    expect(within(items[0]).getByRole("link", { name: "Incontro del mattino" })).toHaveAttribute("href", "/#programma-aaaaaaaa");
    expect(within(items[0]).getByRole("link", { name: "Sala Grande" })).toHaveAttribute("href", "/luoghi/sala-grande/");
  });

  it("is conformant only now that a person checked everything, and names who assessed it", () => {
    expect(region("Stato di conformità")).toHaveTextContent("Questo sito è conforme ai requisiti delle WCAG 2.1 al livello AA");
    const valutazione = region("Come è stato valutato");
    expect(valutazione).toHaveTextContent("con una valutazione esterna (Studio Esempio).");
    expect(valutazione).toHaveTextContent("Una persona ha verificato a mano:Tutte le pagine con NVDA.");
    expect(valutazione).not.toHaveTextContent(/Non ancora verificato a mano/);
  });
});

it("lists the known barriers with their reason, and stays partly conformant with them", () => {
  const barriere = [{ contenuto: "Le locandine", motivo: "Il testo nell'immagine non si ingrandisce." }];
  render(<AccessibilitaView data={page(sito({}, { verificheManuali: ["Tutto."], nonVerificato: [], barriere }))} />);
  expect(texts(region("Contenuti non accessibili"), "li")).toEqual(["Le locandine: Il testo nell'immagine non si ingrandisce."]);
  expect(region("Stato di conformità")).toHaveTextContent("parzialmente conforme");
  expect(region("Stato di conformità")).toHaveTextContent("perché ci sono barriere note, elencate sotto.");
});
