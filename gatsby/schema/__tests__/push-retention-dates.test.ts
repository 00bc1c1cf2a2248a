import { expiryAfter } from "../../../notifications/api/read-push-file";
import { DATABASE_RESTORE_DAYS, SUBSCRIPTION_DAYS_AFTER, dailyPurgeFrom, restorableUntil } from "../../../src/events/push-retention";
import { retentionDates, romeMomentWords } from "../push-retention-dates";
import { pushNotifications } from "../site-types";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const clockOf = (words: string) => /(\d{1,2}):(\d{2})/.exec(words)!.slice(1).map(Number);

describe("romeMomentWords", () => {
  it("reads an instant on Rome's clock, summer time before the last Sunday of October and winter time after", () => {
    expect(romeMomentWords(new Date("2025-10-25T06:17:00Z"), "le")).toBe("le 8:17 del 25 ottobre 2025");
    expect(romeMomentWords(new Date("2025-10-26T06:17:00Z"), "le")).toBe("le 7:17 del 26 ottobre 2025");
    expect(romeMomentWords(new Date("2026-03-28T06:17:00Z"), "alle")).toBe("alle 7:17 del 28 marzo 2026");
    expect(romeMomentWords(new Date("2026-03-29T06:17:00Z"), "alle")).toBe("alle 8:17 del 29 marzo 2026");
  });

  it("takes Rome's day, which is the next one for a late UTC evening", () => {
    expect(romeMomentWords(new Date("2025-09-21T22:30:00Z"), "le")).toBe("le 0:30 del 22 settembre 2025");
  });

  it("elides before a day or an hour read with a vowel", () => {
    expect(romeMomentWords(new Date("2025-11-01T06:17:00Z"), "alle")).toBe("alle 7:17 dell'1 novembre 2025");
    expect(romeMomentWords(new Date("2025-11-08T10:05:00Z"), "le")).toBe("le 11:05 dell'8 novembre 2025");
    expect(romeMomentWords(new Date("2025-12-11T00:05:00Z"), "le")).toBe("l'1:05 dell'11 dicembre 2025");
    expect(romeMomentWords(new Date("2025-12-11T00:05:00Z"), "alle")).toBe("all'1:05 dell'11 dicembre 2025");
  });
});

describe("dailyPurgeFrom", () => {
  it("is the first daily purge at or after an instant", () => {
    for (const instant of ["2025-09-22T00:00:00Z", "2025-09-22T23:59:00Z", "2025-10-26T01:30:00Z"].map((iso) => new Date(iso))) {
      const purge = dailyPurgeFrom(instant);
      expect(purge.getTime()).toBeGreaterThanOrEqual(instant.getTime());
      expect(purge.getTime() - instant.getTime()).toBeLessThan(DAY_MS);
      expect(dailyPurgeFrom(purge)).toEqual(purge);
    }
  });
});

describe("retentionDates", () => {
  it("words the first purge after the functions' expiry, and the restore points' end after it", () => {
    const ultimoGiorno = "2025-09-14";
    const deleted = dailyPurgeFrom(new Date(expiryAfter(ultimoGiorno)!));
    expect(retentionDates(ultimoGiorno)).toEqual({
      fino: expect.stringMatching(/^fino al \d+ settembre 2025$/),
      cancellatiEntro: `entro ${romeMomentWords(deleted, "le")} (ora di Roma)`,
      copieFino: `fino ${romeMomentWords(restorableUntil(deleted), "alle")} (ora di Roma)`,
    });
    expect(restorableUntil(deleted).getTime() - deleted.getTime()).toBe(DATABASE_RESTORE_DAYS * DAY_MS);
  });

  it("for an edition ending in late October, deletes in summer time and keeps the restore points until a winter-time hour", () => {
    // The rows expire at the start of 25 October 2025 (UTC); summer time ends on the 26th.
    const ultimoGiorno = daysBefore("2025-10-25", SUBSCRIPTION_DAYS_AFTER + 1);
    const dates = retentionDates(ultimoGiorno)!;
    expect(dates.fino).toBe("fino al 25 ottobre 2025");
    expect(dates.cancellatiEntro).toMatch(/^entro (le |l')\d{1,2}:\d{2} del 25 ottobre 2025 \(ora di Roma\)$/);
    const [summerHour, summerMinute] = clockOf(dates.cancellatiEntro);
    const [winterHour, winterMinute] = clockOf(dates.copieFino);
    expect([(summerHour - winterHour + 24) % 24, winterMinute]).toEqual([1, summerMinute]);
  });

  it("refuses what is not a day", () => {
    expect(retentionDates("2025-02-30")).toBeNull();
    expect(retentionDates("")).toBeNull();
  });
});

describe("pushNotifications", () => {
  const source = {
    dataFine: "2031-06-20",
    organizzatore: { nome: "Associazione Incroci" },
    privacy: { ospite: "Ospite Esempio", scopo: "Solo per gli avvisi.", cancellazione: "Premi il pulsante." },
  };

  it("gives the short text beside the button the day the rows are deleted, and the privacy page the same dates", () => {
    const notifiche = pushNotifications(source);
    const dates = retentionDates(source.dataFine)!;
    expect(notifiche.fino).toBe(dates.fino);
    expect(notifiche.avviso).toMatch(/^Per avvisarti, Associazione Incroci conserva su Ospite Esempio .*, fino al \d+ giugno 2031\.$/);
    expect(notifiche.avviso.endsWith(`${dates.fino}.`)).toBe(true);
    const page = notifiche.sezioniPrivacy.flatMap(({ elenco, paragrafi }) => [...elenco, ...paragrafi]).join("\n");
    for (const words of [dates.cancellatiEntro, dates.copieFino, "Ospite Esempio", "Solo per gli avvisi.", "Premi il pulsante."]) expect(page).toContain(words);
  });

  it("fails the build rather than word a date it cannot read", () => {
    expect(() => pushNotifications({ ...source, dataFine: "20 giugno" })).toThrow(/dataFine/);
  });
});
