import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { PrivacyView } from "../privacy-view";
import { siteChromeFixture, ticketFixtures } from "../../../test-support/fixtures";

// The shared frame (top bar, footer) reads its own static query.
beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ sitoJson: siteChromeFixture, allConcertiJson: { nodes: ticketFixtures } });
});

// The notifications' sections as the build words them (gatsby/schema/push-privacy-texts.ts has its own tests).
const sezioniPrivacy = [
  { id: "privacy-avvisi", titolo: "Gli avvisi", elenco: [], paragrafi: ["Se premi il pulsante, il sito conserva alcuni dati."] },
  { id: "privacy-dati", titolo: "Quali dati", elenco: ["Un indirizzo.", "Due chiavi."], paragrafi: ["Nient'altro.", "Un contatore, per un'ora."] },
  { id: "privacy-durata", titolo: "Per quanto tempo", elenco: [], paragrafi: ["Fino al 9 luglio 2031."] },
];

const privacyPage = (withNotifications: boolean): Queries.PrivacyPageQuery => ({
  sitoJson: {
    nome: "Incroci",
    edizione: "2031",
    organizzatore: { nome: "Associazione Incroci", indirizzo: "Via Lontana 1, Altrove" },
    email: ["ciao@incroci.example"],
    privacy: { navigazione: "Chi legge soltanto non lascia nulla." },
    notifiche: withNotifications ? { sezioniPrivacy } : null,
  },
});

const main = () => screen.getByRole("main");
const lead = () => screen.getByRole("heading", { level: 1 }).nextElementSibling!;
const headings = () =>
  within(main())
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);
const sectionOf = (name: string) => screen.getByRole("region", { name });
const paragraphsOf = (name: string) => [...sectionOf(name).querySelectorAll("p")].map((paragraph) => paragraph.textContent);

describe("PrivacyView with the notifications", () => {
  beforeEach(() => render(<PrivacyView data={privacyPage(true)} />));

  it("opens with browsing, then the notifications' sections in the build's order, then who keeps the data", () => {
    expect(lead()).toHaveTextContent(/^Che cosa conserva questo sito di chi lo visita, perché, per quanto tempo e come cancellarlo\.$/);
    expect(headings()).toEqual(["Navigare nel sito", "Gli avvisi", "Quali dati", "Per quanto tempo", "Chi conserva i dati"]);
    expect(paragraphsOf("Navigare nel sito")).toEqual(["Chi legge soltanto non lascia nulla."]);
    expect(paragraphsOf("Chi conserva i dati")).toEqual(["Associazione Incroci, Via Lontana 1, Altrove. Per qualsiasi domanda: ciao@incroci.example."]);
    expect(within(sectionOf("Chi conserva i dati")).getByRole("link", { name: "ciao@incroci.example" })).toHaveAttribute("href", "mailto:ciao@incroci.example");
  });

  it("shows a section's list before its paragraphs, and no empty list", () => {
    const dati = sectionOf("Quali dati");
    expect(
      within(dati)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Un indirizzo.", "Due chiavi."]);
    expect(paragraphsOf("Quali dati")).toEqual(["Nient'altro.", "Un contatore, per un'ora."]);
    expect(within(dati).getByRole("list").compareDocumentPosition(within(dati).getByText("Nient'altro."))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(sectionOf("Per quanto tempo")).queryByRole("list")).toBeNull();
  });
});

describe("PrivacyView without the notifications", () => {
  beforeEach(() => render(<PrivacyView data={privacyPage(false)} />));

  it("says what browsing keeps and who runs the site, and nothing of the notifications", () => {
    expect(lead()).toHaveTextContent(/^Che cosa conserva questo sito di chi lo visita, e chi lo gestisce\.$/);
    expect(headings()).toEqual(["Navigare nel sito", "Chi gestisce il sito"]);
    expect(paragraphsOf("Navigare nel sito")).toEqual(["Chi legge soltanto non lascia nulla."]);
    expect(paragraphsOf("Chi gestisce il sito")).toEqual(["Associazione Incroci, Via Lontana 1, Altrove. Per qualsiasi domanda: ciao@incroci.example."]);
    expect(main()).not.toHaveTextContent(/avvis|notific|dati/i);
  });
});
