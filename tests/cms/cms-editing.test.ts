// Decap CMS at /admin/, driven in Chromium as a volunteer would, through decap-server's local backend
// on a throw-away copy of data/ (support/global-setup.mjs). Expected values are derived from that
// copy, never copied from today's content, so a correct edit of data/ cannot turn this red.
import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  changedFiles,
  checkData,
  describeCms,
  diffLines,
  expandAll,
  fieldInputs,
  openCms,
  openFile,
  publish,
  readData,
  readDataText,
  repoDir,
  resetRepo,
  tryPublish,
  type CmsSession,
} from "./support/cms-harness";

interface Evento {
  id: string;
  ora: string;
  titolo: string;
  luogo: string;
  tipo: string;
  locandina: string;
}
interface Giorno {
  giorno: string;
  data: string;
  eventi: Evento[];
}
/** A concert or a talk: it names its programme event, which holds its day, time and venue. */
interface Linked {
  evento: string;
}
interface Sito {
  dataInizio: string;
}

const COLLECTIONS = ["programma", "concerti", "talks", "edizioni", "luoghi", "sito"] as const;
const items = (page: Page) => page.locator('[class*="listControlItem"]');
const removeButton = (item: ReturnType<typeof items>) => item.locator('[class*="ListItemTopBar"]').first().locator("button").last();

/** The same minute one hour later: a time that differs from `time` and is still valid. */
const anHourLater = (time: string): string => `${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, "0")}${time.slice(2)}`;

describeCms("Decap CMS on the local backend", () => {
  let session: CmsSession;

  beforeAll(async () => {
    session = await openCms();
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(() => resetRepo());
  afterEach(() => {
    // Every step of every test: nothing left localhost, no CSP violation, no console error.
    expect(session.problems).toEqual([]);
  });

  it.each(COLLECTIONS)("%s: an edit undone and saved again leaves the file byte for byte as it was", async (name) => {
    const { page } = session;
    await openFile(page, name);
    await expandAll(page);
    const first = page.locator('input[type="text"]').first();
    const original = await first.inputValue();
    await first.fill(`${original} (prova)`);
    await publish(page);
    const [file] = changedFiles();
    expect(changedFiles()).toEqual([`data/${name}.json`]);
    expect(diffLines(file)).toHaveLength(2); // one line out, one line in: nothing else rewritten
    // The volunteer comes back later and puts the text back as it was.
    await openFile(page, name);
    await expandAll(page);
    await page.locator('input[type="text"]').first().fill(original);
    await publish(page);
    expect(diffLines(file)).toEqual([]);
    expect(changedFiles()).toEqual([]);
  });

  it("moves a talk or concert by changing its programme event's time only: one line, and the data check passes", async () => {
    const { page } = session;
    const programma = readData<Giorno[]>("programma.json");
    const linked = new Set([...readData<Linked[]>("talks.json"), ...readData<Linked[]>("concerti.json")].map((entry) => entry.evento));
    // An event that a talk or concert names, if the data has one (else any event).
    const all = programma.flatMap((day) => day.eventi.map((event) => ({ day, event })));
    const { event } = all.find(({ event: candidate }) => linked.has(candidate.id)) ?? all[0];
    const newTime = anHourLater(event.ora);
    const before = readDataText("programma.json");

    await openFile(page, "programma");
    await expandAll(page);
    await fieldInputs(page, "ora")
      .nth(all.findIndex((candidate) => candidate.event === event))
      .fill(newTime);
    await publish(page);
    // Exactly the one line, everything else as it was: the talk or concert follows by itself.
    const timeLine = new RegExp(`^(\\s*"ora": )"${event.ora}"`, "m");
    const positionOfEvent = before.indexOf(`"id": "${event.id}"`);
    const expected = before.slice(0, positionOfEvent) + before.slice(positionOfEvent).replace(timeLine, `$1"${newTime}"`);
    expect(readDataText("programma.json")).toBe(expected);
    expect(changedFiles()).toEqual(["data/programma.json"]);
    expect(checkData()).toMatchObject({ ok: true });
  });

  it("cancels a programme event with the Stato choice: one line added, the data check passes; Confermato takes it back", async () => {
    const { page } = session;
    const programma = readData<Giorno[]>("programma.json");
    const all = programma.flatMap((day) => day.eventi);
    const index = all.length - 1;
    const event = all[index];
    const before = readDataText("programma.json");

    await openFile(page, "programma");
    await expandAll(page);
    await fieldInputs(page, "stato").nth(index).click();
    await page.getByRole("option", { name: "Annullato", exact: true }).click();
    await publish(page);
    expect(changedFiles()).toEqual(["data/programma.json"]);
    // The field goes where the schema puts it, after "tipo", and nothing else changes.
    expect(diffLines("data/programma.json")).toEqual(['+        "stato": "annullato",']);
    expect(readData<Giorno[]>("programma.json").flatMap((day) => day.eventi)[index]).toEqual({ ...event, stato: "annullato" });
    expect(checkData()).toMatchObject({ ok: true });

    // The event takes place after all: "Confermato" removes the field.
    await openFile(page, "programma");
    await expandAll(page);
    await fieldInputs(page, "stato").nth(index).click();
    await page.getByRole("option", { name: "Confermato", exact: true }).click();
    await publish(page);
    expect(readDataText("programma.json")).toBe(before);
  });

  it("removes a concert and its programme entry, and the data check passes", async () => {
    const { page } = session;
    const concerti = readData<Linked[]>("concerti.json");
    if (concerti.length === 0) return; // nothing to remove in this edition's data
    const concert = concerti[0];
    await openFile(page, "concerti");
    await expandAll(page);
    await removeButton(items(page).nth(0)).click();
    await publish(page);
    expect(readData("concerti.json")).toEqual(concerti.slice(1));
    expect(diffLines("data/concerti.json").every((line) => line.startsWith("-"))).toBe(true);

    const programma = readData<Giorno[]>("programma.json");
    const dayIndex = programma.findIndex((day) => day.eventi.some((event) => event.id === concert.evento));
    const eventIndex = programma[dayIndex].eventi.findIndex((event) => event.id === concert.evento);
    await openFile(page, "programma");
    await expandAll(page);
    const dayItem = items(page)
      .filter({ has: page.locator(`input[value="${programma[dayIndex].data}"]`) })
      .first();
    await removeButton(dayItem.locator('[class*="listControlItem"]').nth(eventIndex)).click();
    await publish(page);
    const expected = programma.map((day, index) => (index === dayIndex ? { ...day, eventi: day.eventi.filter((_, at) => at !== eventIndex) } : day));
    expect(readData("programma.json")).toEqual(expected);
    expect(diffLines("data/programma.json").every((line) => line.startsWith("-"))).toBe(true);
    expect(changedFiles()).toEqual(["data/concerti.json", "data/programma.json"]);
    expect(checkData()).toMatchObject({ ok: true });
  });

  it("refuses an http:// link with the schema's Italian message, and writes nothing", async () => {
    const { page } = session;
    await openFile(page, "concerti");
    await expandAll(page);
    await fieldInputs(page, "ticketLink").first().fill("http://biglietti.example/concerto");
    await tryPublish(session);
    await page.getByText("Deve essere un indirizzo https").first().waitFor();
    expect(changedFiles()).toEqual([]);
  });

  it("refuses an incomplete time with Decap's Italian message, and writes nothing", async () => {
    const { page } = session;
    await openFile(page, "programma");
    await expandAll(page);
    const time = fieldInputs(page, "ora").first();
    // A volunteer who deletes the hours leaves the field without a valid time: the input reports "".
    await time.click();
    await page.keyboard.press("Home");
    await page.keyboard.press("Backspace");
    await tryPublish(session);
    await page
      .getByText(/Orario.*obbligatorio|obbligatorio/i)
      .first()
      .waitFor();
    expect(changedFiles()).toEqual([]);
  });

  it("adds a programme event, which gets an id nobody types, then its talk, picked from the programme; the data check passes", async () => {
    const { page } = session;
    const sito = readData<Sito>("sito.json");
    const talks = readData<Array<Record<string, unknown>>>("talks.json");
    const programma = readData<Giorno[]>("programma.json");
    const day = programma.find((candidate) => candidate.data === sito.dataInizio) ?? programma[0];
    const used = new Set(day.eventi.map((event) => event.ora));
    const time = ["08:05", "08:35", "09:05", "23:05"].find((candidate) => !used.has(candidate))!;
    const venue = readData<Array<{ nome: string }>>("luoghi.json")[0].nome;
    // Any image of the copy will do as the volunteer's file; it gets a name of its own.
    const source = path.join(repoDir, "data", day.eventi[0]?.locandina ?? "immagini/sito/logo.png");
    const upload = path.join(mkdtempSync(path.join(tmpdir(), "cms-upload-")), "nuovo-talk-prova.png");
    copyFileSync(source, upload);

    // First the programme event: day, time and venue are written here only.
    await openFile(page, "programma");
    await expandAll(page);
    const dayItem = items(page)
      .filter({ has: page.locator(`input[value="${day.data}"]`) })
      .first();
    await dayItem.getByRole("button", { name: /^Aggiungi evento/i }).click();
    await expandAll(page);
    const eventIndex = programma.slice(0, programma.indexOf(day)).reduce((sum, other) => sum + other.eventi.length, 0) + day.eventi.length;
    await fieldInputs(page, "ora").nth(eventIndex).fill(time);
    await fieldInputs(page, "titolo").nth(eventIndex).fill("Talk di prova");
    await fieldInputs(page, "speaker").nth(eventIndex).fill("Relatrice di prova");
    await fieldInputs(page, "luogo").nth(eventIndex).fill(venue);
    await fieldInputs(page, "tipo").nth(eventIndex).click();
    await page.getByRole("option", { name: "Talk", exact: true }).click();
    await chooseImage(page, upload, { upload: true });
    await fieldInputs(page, "locandinaAlt").nth(eventIndex).fill("Locandina del talk di prova");
    // The id field is there, filled, and shows nothing: no label, no input.
    await expect(page.getByText("Codice dell'evento", { exact: true }).first().isVisible()).resolves.toBe(false);
    await expect(fieldInputs(page, "id").nth(eventIndex).isVisible()).resolves.toBe(false);
    await publish(page);
    const newDay = readData<Giorno[]>("programma.json").find((candidate) => candidate.data === day.data)!;
    const event = newDay.eventi.at(-1)!;
    expect(event).toEqual({
      id: expect.stringMatching(/^[a-z][a-z0-9]{7}$/),
      ora: time,
      titolo: "Talk di prova",
      speaker: "Relatrice di prova",
      luogo: venue,
      tipo: "Talk",
      locandina: "immagini/programma/nuovo-talk-prova.png",
      locandinaAlt: "Locandina del talk di prova",
    });
    expect(programma.flatMap((other) => other.eventi.map((e) => e.id))).not.toContain(event.id);
    expect(readDataText("programma.json")).toContain(`      {\n        "id": "${event.id}",\n        "ora": "${time}",\n`);

    // Then its talk, which picks that event from the programme's list, labelled with its time and title.
    await openFile(page, "talks");
    await page.getByRole("button", { name: /^Aggiungi talk/i }).click();
    await expandAll(page);
    const last = (name: string) => fieldInputs(page, name).last();
    await last("titolo").fill("Talk di prova");
    await last("speaker").fill("Relatrice di prova");
    await last("evento").click();
    await last("evento").fill("Talk di prova");
    await page.getByText(`${time} Talk di prova`, { exact: true }).click();
    await last("descrizione").fill("Una descrizione di prova.");
    await last("linkPrenotazione").fill("https://prenotazioni.example/talk-di-prova");
    await chooseImage(page, upload, { upload: true });
    await last("immagineAlt").fill("Locandina del talk di prova");
    await chooseImage(page, upload, { upload: false });
    await last("secondaImmagineAlt").fill("Seconda immagine del talk di prova");
    await publish(page);

    const written = readData<Array<Record<string, unknown>>>("talks.json");
    expect(written.slice(0, -1)).toEqual(talks);
    expect(written.at(-1)).toEqual({
      titolo: "Talk di prova",
      speaker: "Relatrice di prova",
      evento: event.id,
      gratuito: false,
      descrizione: "Una descrizione di prova.",
      linkPrenotazione: "https://prenotazioni.example/talk-di-prova",
      immagine: "immagini/talks/nuovo-talk-prova.png",
      immagineAlt: "Locandina del talk di prova",
      secondaImmagine: "immagini/talks/nuovo-talk-prova.png",
      secondaImmagineAlt: "Seconda immagine del talk di prova",
    });
    expect(diffLines("data/talks.json").every((line) => line.startsWith("+") || line === "-  }")).toBe(true);
    expect(existsSync(path.join(repoDir, "data", "immagini", "talks", "nuovo-talk-prova.png"))).toBe(true);
    expect(checkData()).toMatchObject({ ok: true });
  });
});

/**
 * Fills the first empty image field through Decap's media library, as a volunteer does: "Scegli
 * un'immagine", upload the file (or pick it if this folder already has it), "Prendi selezionato".
 */
async function chooseImage(page: Page, file: string, { upload }: { upload: boolean }): Promise<void> {
  await page.getByRole("button", { name: "Scegli un'immagine", exact: true }).first().click();
  const name = path.basename(file);
  if (upload) await page.locator('input[type="file"]').setInputFiles(file);
  const card = page.getByText(name, { exact: true }).first();
  await card.waitFor();
  const take = page.getByRole("button", { name: "Prendi selezionato" });
  if (await take.isDisabled()) await card.click();
  await take.click();
}
