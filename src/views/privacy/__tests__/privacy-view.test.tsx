import React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { PrivacyView } from "../privacy-view";
import { CLIENT_WINDOW_MINUTES, DATABASE_RESTORE_DAYS, MESSAGE_TTL_HOURS, SUBSCRIPTION_DAYS_AFTER } from "../../../events/push-retention";
import { siteChromeFixture, ticketFixtures } from "../../../test-support/fixtures";

// The shared frame (top bar, footer) reads its own static query.
beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ sitoJson: siteChromeFixture, allConcertiJson: { nodes: ticketFixtures } });
});

const notifiche = {
  cancellatiEntro: "entro le 8:17 del 9 luglio 2031 (ora di Roma)",
  copieFino: "fino alle 8:17 del 16 luglio 2031 (ora di Roma)",
};

const privacyPage = (withNotifications: boolean): Queries.PrivacyPageQuery => ({
  sitoJson: {
    nome: "Incroci",
    edizione: "2031",
    organizzatore: { nome: "Associazione Incroci", indirizzo: "Via Lontana 1, Altrove" },
    email: ["ciao@incroci.example"],
    privacy: {
      navigazione: "Chi legge soltanto non lascia nulla.",
      ospite: "Ospite Esempio (Esempio S.p.A.)",
      scopo: "Solo per gli avvisi.",
      cancellazione: "Premi il pulsante.",
    },
    notifiche: withNotifications ? notifiche : null,
  },
});

const main = () => screen.getByRole("main");
const headings = () =>
  within(main())
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);
const sectionOf = (name: string) => screen.getByRole("region", { name });

describe("PrivacyView with the notifications", () => {
  beforeEach(() => render(<PrivacyView data={privacyPage(true)} />));

  it("opens with browsing, then says what «Avvisami se cambiano» keeps, where, why, for how long and how to delete it", () => {
    expect(headings()).toEqual([
      "Navigare nel sito",
      "Gli avvisi quando cambiano i tuoi eventi",
      "Chi conserva i dati",
      "Dove",
      "Quali dati",
      "Chi altro ne ha una copia",
      "Perché",
      "Per quanto tempo",
      "Come cancellarli",
    ]);
    expect(sectionOf("Navigare nel sito")).toHaveTextContent(/^Navigare nel sitoChi legge soltanto non lascia nulla\.$/);
    expect(sectionOf("Chi conserva i dati")).toHaveTextContent("Associazione Incroci, Via Lontana 1, Altrove. Per qualsiasi domanda: ciao@incroci.example.");
    expect(sectionOf("Dove")).toHaveTextContent("Ospite Esempio (Esempio S.p.A.)");
    expect(sectionOf("Perché")).toHaveTextContent("Solo per gli avvisi.");
  });

  it("names every field of a subscription and keeps no name, e-mail, phone or IP address", () => {
    const items = within(sectionOf("Quali dati")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/indirizzo a cui il servizio di notifiche .* recapita i messaggi, e le due chiavi/),
      expect.stringMatching(/eventi che hai salvato, ciascuno con il numero dei suoi cambiamenti/),
      expect.stringMatching(/iscrizione.*ultimo aggiornamento.*scade/),
    ]);
    expect(sectionOf("Quali dati")).toHaveTextContent("Nessun nome, indirizzo e-mail, numero di telefono o indirizzo IP.");
  });

  it("names the per-address limit: what it counts, that only a hash is kept, and for how long", () => {
    const limit = within(sectionOf("Quali dati")).getByText(/ogni indirizzo IP/);
    expect(limit).toHaveTextContent(/richieste di iscrizione o di cancellazione/);
    expect(limit).toHaveTextContent(/solo un'impronta cifrata/);
    expect(limit).toHaveTextContent(`dopo ${CLIENT_WINDOW_MINUTES} minuti`);
  });

  it("names who else holds a copy, with the code's numbers: the CI runner, the push services, the restore points", () => {
    const [ci, pushServices, restorePoints] = within(sectionOf("Chi altro ne ha una copia")).getAllByRole("listitem");
    expect(ci).toHaveTextContent(/GitHub.*a ogni aggiornamento del sito e una volta al giorno.*Il registro del lavoro non contiene nessun indirizzo/);
    expect(pushServices).toHaveTextContent(`al massimo ${MESSAGE_TTL_HOURS} ore`);
    expect(restorePoints).toHaveTextContent(`per ${DATABASE_RESTORE_DAYS} giorni`);
  });

  it("says until when the rows and their restore points are really kept, as the build words them", () => {
    const durata = sectionOf("Per quanto tempo");
    expect(durata).toHaveTextContent(`passati ${SUBSCRIPTION_DAYS_AFTER} giorni dall'ultimo giorno del festival`);
    expect(durata).toHaveTextContent(`anche se non fai nulla, ${notifiche.cancellatiEntro}:`);
    expect(durata).toHaveTextContent(/può partire con qualche minuto di ritardo/);
    expect(durata).toHaveTextContent(`ancora ${notifiche.copieFino}.`);
    const paragraphs = sectionOf("Come cancellarli").querySelectorAll("p");
    expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual([
      "Premi il pulsante.",
      `Dalle copie di sicurezza del database, i dati cancellati spariscono ${DATABASE_RESTORE_DAYS} giorni dopo.`,
    ]);
  });
});

describe("PrivacyView without the notifications", () => {
  beforeEach(() => render(<PrivacyView data={privacyPage(false)} />));

  it("says what browsing keeps and who runs the site, and nothing of the notifications", () => {
    expect(headings()).toEqual(["Navigare nel sito", "Chi gestisce il sito"]);
    expect(sectionOf("Navigare nel sito")).toHaveTextContent("Chi legge soltanto non lascia nulla.");
    expect(sectionOf("Chi gestisce il sito")).toHaveTextContent("Associazione Incroci, Via Lontana 1, Altrove.");
    expect(main()).not.toHaveTextContent(/Avvisami|notific|Ospite Esempio|Solo per gli avvisi|Premi il pulsante/);
  });
});
