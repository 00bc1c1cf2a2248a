import { CLIENT_WINDOW_MINUTES, DATABASE_RESTORE_DAYS, MESSAGE_TTL_HOURS, SUBSCRIPTION_DAYS_AFTER } from "../../../src/events/push-retention";
import { pushPrivacySections, type PrivacySection } from "../push-privacy-texts";

const texts = { ospite: "Ospite Esempio (Esempio S.p.A.)", scopo: "Solo per gli avvisi.", cancellazione: "Premi il pulsante." };
const dates = { cancellatiEntro: "entro le 8:17 del 9 luglio 2031 (ora di Roma)", copieFino: "fino alle 8:17 del 16 luglio 2031 (ora di Roma)" };
const sections = pushPrivacySections(texts, dates);
const byTitle = (titolo: string) => sections.find((section) => section.titolo === titolo) as PrivacySection;

describe("pushPrivacySections", () => {
  it("says what «Avvisami se cambiano» keeps, where, who else has it, why, for how long and how to delete it", () => {
    expect(sections.map(({ titolo }) => titolo)).toEqual([
      "Gli avvisi quando cambiano i tuoi eventi",
      "Dove",
      "Quali dati",
      "Chi altro ne ha una copia",
      "Perché",
      "Per quanto tempo",
      "Come cancellarli",
    ]);
    expect(new Set(sections.map(({ id }) => id)).size).toBe(sections.length);
    expect(byTitle("Dove").paragrafi.join(" ")).toContain("In un database di Ospite Esempio (Esempio S.p.A.)");
    expect(byTitle("Perché").paragrafi).toEqual(["Solo per gli avvisi."]);
  });

  it("names every field of a subscription and keeps no name, e-mail, phone or IP address", () => {
    expect(byTitle("Quali dati").elenco).toEqual([
      expect.stringMatching(/indirizzo a cui il servizio di notifiche .* recapita i messaggi, e le due chiavi/),
      expect.stringMatching(/eventi che hai salvato, ciascuno con il numero dei suoi cambiamenti/),
      expect.stringMatching(/iscrizione.*ultimo aggiornamento.*scade/),
    ]);
    expect(byTitle("Quali dati").paragrafi[0]).toBe("Nessun nome, indirizzo e-mail, numero di telefono o indirizzo IP.");
  });

  it("names the per-address limit: what it counts, that only a hash is kept, and for how long", () => {
    const limit = byTitle("Quali dati").paragrafi[1];
    expect(limit).toMatch(/richieste di iscrizione o di cancellazione arrivano da ogni indirizzo IP/);
    expect(limit).toMatch(/solo un'impronta cifrata/);
    expect(limit).toContain(`dopo ${CLIENT_WINDOW_MINUTES} minuti`);
  });

  it("names who else holds a copy, with the code's numbers: the CI runner, the push services, the restore points", () => {
    const [ci, pushServices, restorePoints] = byTitle("Chi altro ne ha una copia").elenco;
    expect(ci).toMatch(/GitHub.*a ogni aggiornamento del sito e una volta al giorno.*Il registro del lavoro non contiene nessun indirizzo/);
    expect(pushServices).toContain(`al massimo ${MESSAGE_TTL_HOURS} ore`);
    expect(restorePoints).toContain(`per ${DATABASE_RESTORE_DAYS} giorni`);
  });

  it("says until when the rows and their restore points are really kept, with the dates it is given", () => {
    const [kept, restorable] = byTitle("Per quanto tempo").paragrafi;
    expect(kept).toContain(`passati ${SUBSCRIPTION_DAYS_AFTER} giorni dall'ultimo giorno del festival`);
    expect(kept).toContain(`anche se non fai nulla, ${dates.cancellatiEntro}:`);
    expect(kept).toMatch(/può partire con qualche minuto di ritardo/);
    expect(restorable).toBe(`Le copie di sicurezza del database li conservano ancora ${dates.copieFino}.`);
    expect(byTitle("Come cancellarli").paragrafi).toEqual([
      "Premi il pulsante.",
      `Dalle copie di sicurezza del database, i dati cancellati spariscono ${DATABASE_RESTORE_DAYS} giorni dopo.`,
    ]);
  });
});
