// /admin/ on a phone (issue 26): Decap CMS at 375px and 320px in Chromium with touch, through the
// local backend on the throw-away copy of data/ (support/global-setup.mjs). Decap has no narrow
// layout of its own; gatsby/post-build/cms/admin/cms-narrow.css gives it one, and these tests hold
// it to what a volunteer at the venue needs: every screen the phone's width, the publish control on
// screen, 44px touch targets, readable labels, and an edit saved as a one-line diff.
import path from "node:path";
import type { Page } from "playwright-core";
import { classLabels, readNarrowStylesheet } from "../../gatsby/post-build/cms/narrow-stylesheet";
import {
  changedFiles,
  checkData,
  describeCms,
  diffLines,
  expandAll,
  fieldInputs,
  openCms,
  openFile,
  phone,
  readData,
  resetRepo,
  type CmsSession,
} from "./support/cms-harness";
import { labelsFound, phoneLayoutProblems, placeInViewport, publishControl, scrollFormToEnd, settleInViewport } from "./support/phone-layout";

interface Evento {
  id: string;
  ora: string;
}
interface Giorno {
  data: string;
  eventi: Evento[];
}
interface Talk {
  immagine: string;
}
interface Concerto {
  evento: string;
}
interface Luogo {
  accesso: { anelloInduttivo: string };
}
// The value every access fact has until someone checks it (schemas/luoghi.schema.json).
const UNCHECKED = "da verificare";
interface Avviso {
  testo: string;
  dal: string;
}

const COLLECTIONS = ["programma", "concerti", "talks", "edizioni", "luoghi", "sito"] as const;
const STYLESHEET_LABELS = classLabels(readNarrowStylesheet());

/** The same minute one hour later: a time that differs from `time` and is still valid. */
const anHourLater = (time: string): string => `${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, "0")}${time.slice(2)}`;

/**
 * Publishes the open entry by touch, as on a phone: "Pubblica", then "Pubblica ora" from its menu,
 * both checked to be on screen when tapped; waits until the backend has written the file.
 */
async function publishByTouch(page: Page): Promise<void> {
  const button = page.getByRole("button", { name: "Pubblica", exact: true });
  expect(await placeInViewport(button)).toMatchObject({ inside: true });
  await button.tap();
  const now = page.getByRole("menuitem", { name: "Pubblica ora" });
  await now.waitFor();
  expect(await settleInViewport(now)).toMatchObject({ inside: true });
  await now.tap();
  await page.getByRole("button", { name: "Pubblicato", exact: true }).waitFor();
}

describeCms.each([{ width: 375 }, { width: 320 }])("Decap CMS on a $width px touch phone", ({ width }) => {
  let session: CmsSession;
  /** Which of the stylesheet's labels the screens visited so far have shown. */
  const seenLabels = new Set<string>();
  const noteLabels = async (page: Page) => (await labelsFound(page, STYLESHEET_LABELS)).forEach((label) => seenLabels.add(label));

  beforeAll(async () => {
    session = await openCms({ width, height: 740 }, phone);
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(() => resetRepo());
  afterEach(() => {
    expect(session.problems).toEqual([]);
  });

  it("the collections' page fits the screen", async () => {
    const { page } = session;
    await page.goto(`${process.env.CONNESSIONI_CMS_URL}/admin/#/collections/${COLLECTIONS[0]}`);
    await page.getByRole("heading", { name: "Raccolte" }).waitFor();
    expect(await phoneLayoutProblems(page, width)).toEqual([]);
    await noteLabels(page);
  });

  it.each(COLLECTIONS)("%s: the entry with every list item open fits the screen, and the publish control stays on it", async (name) => {
    const { page } = session;
    await openFile(page, name);
    await expandAll(page, { touch: true });
    expect(await phoneLayoutProblems(page, width)).toEqual([]);
    expect(await placeInViewport(publishControl(page))).toMatchObject({ inside: true });
    await scrollFormToEnd(page);
    expect(await placeInViewport(publishControl(page))).toMatchObject({ inside: true });
    await noteLabels(page);
  });

  it("changes a programme time by touch and publishes it: one line of programma.json changes", async () => {
    const { page } = session;
    const programma = readData<Giorno[]>("programma.json");
    const dayIndex = programma.findIndex((day) => day.eventi.length > 0);
    const event = programma[dayIndex].eventi[0];
    const eventIndex = programma.slice(0, dayIndex).reduce((sum, day) => sum + day.eventi.length, 0);
    const newTime = anHourLater(event.ora);

    await openFile(page, "programma");
    await expandAll(page, { touch: true });
    const time = fieldInputs(page, "ora").nth(eventIndex);
    await time.tap();
    await time.fill(newTime);
    await noteLabels(page); // "Pubblica" is a menu button now
    await publishByTouch(page);
    expect(changedFiles()).toEqual(["data/programma.json"]);
    expect(diffLines("data/programma.json")).toEqual([`-        "ora": "${event.ora}",`, `+        "ora": "${newTime}",`]);
  });

  it("adds a notice by touch, one entry and one publish: avvisi.json gains exactly that notice, in Rome's wall time", async () => {
    const { page } = session;
    const before = readData<Avviso[]>("avvisi.json");
    const testo = "Porte aperte alle 21:00.";
    // A wall time, as the volunteer picks it on the phone: stored as typed, whatever the phone's time zone.
    const dal = "2025-09-13T18:00";

    await openFile(page, "avvisi");
    await page.getByRole("button", { name: /^Aggiungi avviso/i }).tap();
    const text = fieldInputs(page, "testo").last();
    await text.tap();
    await text.fill(testo);
    const start = fieldInputs(page, "dal").last();
    await start.tap();
    await start.fill(dal);
    expect(await phoneLayoutProblems(page, width)).toEqual([]);
    await publishByTouch(page);
    expect(changedFiles()).toEqual(["data/avvisi.json"]);
    const after = readData<Avviso[]>("avvisi.json");
    expect(after.slice(0, before.length)).toEqual(before);
    // Decap's boolean widget writes its default: "importante": false, which the schema accepts.
    expect(after.slice(before.length)).toEqual([{ testo, dal, importante: false }]);
    expect(diffLines("data/avvisi.json").filter((line) => line.startsWith("+")).length).toBeLessThanOrEqual(7);
    expect(checkData()).toMatchObject({ ok: true });
  });

  it("moves a concert by touch with one edit of its programme event: concerti.json does not change", async () => {
    const { page } = session;
    const concerti = readData<Concerto[]>("concerti.json");
    if (concerti.length === 0) return; // no concert in this edition's data
    const events = readData<Giorno[]>("programma.json").flatMap((day) => day.eventi);
    const eventIndex = events.findIndex((event) => event.id === concerti[0].evento);
    const event = events[eventIndex];
    const newTime = anHourLater(event.ora);

    await openFile(page, "programma");
    await expandAll(page, { touch: true });
    const time = fieldInputs(page, "ora").nth(eventIndex);
    await time.tap();
    await time.fill(newTime);
    await publishByTouch(page);
    expect(changedFiles()).toEqual(["data/programma.json"]);
    expect(diffLines("data/programma.json")).toEqual([`-        "ora": "${event.ora}",`, `+        "ora": "${newTime}",`]);
  });

  it("sets a venue's access fact by touch, from the list the schema offers: one line of luoghi.json changes", async () => {
    const { page } = session;
    const luoghi = readData<Luogo[]>("luoghi.json");
    // A fact nobody has checked yet, as a volunteer finds it at the venue (else the first venue's, changed).
    const index = Math.max(
      0,
      luoghi.findIndex((luogo) => luogo.accesso.anelloInduttivo === UNCHECKED),
    );
    const before = luoghi[index].accesso.anelloInduttivo;
    const after = before === "sì" ? "no" : "sì";

    await openFile(page, "luoghi");
    await expandAll(page, { touch: true });
    const fact = fieldInputs(page, "anelloInduttivo").nth(index);
    await fact.scrollIntoViewIfNeeded();
    await fact.tap();
    const option = page.getByRole("option", { name: after, exact: true });
    expect(await settleInViewport(option)).toMatchObject({ inside: true });
    await option.tap();
    expect(await phoneLayoutProblems(page, width)).toEqual([]);
    await publishByTouch(page);
    expect(changedFiles()).toEqual(["data/luoghi.json"]);
    expect(diffLines("data/luoghi.json")).toEqual([`-      "anelloInduttivo": "${before}",`, `+      "anelloInduttivo": "${after}",`]);
    expect(checkData()).toMatchObject({ ok: true });
  });

  it("swaps a talk's image for another from the media library by touch: the library fits, one line changes", async () => {
    const { page } = session;
    const talks = readData<Talk[]>("talks.json");
    const other = talks.find((talk) => talk.immagine !== talks[0]?.immagine && path.dirname(talk.immagine) === path.dirname(talks[0].immagine));
    if (!other) return; // a single talk image in this edition's data: nothing to swap with
    const otherName = path.basename(other.immagine);

    await openFile(page, "talks");
    await expandAll(page, { touch: true });
    await page.getByRole("button", { name: "Scegli un'altra immagine", exact: true }).first().tap();
    // One card per row on a phone, and the library only renders the rows in view: search, as a volunteer would.
    await page.getByPlaceholder("Cerca...").fill(otherName);
    const card = page.getByText(otherName, { exact: true }).first();
    await card.waitFor();
    expect(await phoneLayoutProblems(page, width)).toEqual([]);
    await noteLabels(page);
    await card.tap();
    const take = page.getByRole("button", { name: "Prendi selezionato" });
    expect(await placeInViewport(take)).toMatchObject({ inside: true });
    await take.tap();
    await publishByTouch(page);
    expect(diffLines("data/talks.json")).toEqual([`-    "immagine": "${talks[0].immagine}",`, `+    "immagine": "${other.immagine}",`]);
  });

  it("every label the stylesheet finds Decap's elements by is on one of these screens", async () => {
    // Run alone (jest -t), the tour above did not happen: take it here.
    if (seenLabels.size === 0) {
      const { page } = session;
      await page.goto(`${process.env.CONNESSIONI_CMS_URL}/admin/#/collections/${COLLECTIONS[0]}`);
      await page.getByRole("heading", { name: "Raccolte" }).waitFor();
      await noteLabels(page);
      for (const name of COLLECTIONS) {
        await openFile(page, name);
        await expandAll(page);
        await noteLabels(page);
      }
      // An unsaved change turns "Pubblicato" into the "Pubblica" menu button (left unsaved).
      const text = page.locator('input[type="text"]').first();
      await text.fill(`${await text.inputValue()} `);
      await noteLabels(page);
    }
    expect(STYLESHEET_LABELS.filter((label) => !seenLabels.has(label))).toEqual([]);
  });
});

describeCms("Decap CMS at desktop width", () => {
  let session: CmsSession;

  beforeAll(async () => {
    session = await openCms({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await session?.close();
  });

  it("keeps Decap's own layout: the phone stylesheet does not apply from 800px", async () => {
    const { page } = session;
    await openFile(page, "programma");
    const layout = await page.evaluate(() => {
      const editor = document.querySelector('#nc-root [class*="-EditorContainer"]')!;
      const toolbar = document.querySelector('#nc-root [class*="-ToolbarContainer"]')!;
      return {
        editorMinWidth: getComputedStyle(editor).minWidth,
        editorPaddingTop: getComputedStyle(editor).paddingTop,
        toolbarPosition: getComputedStyle(toolbar).position,
        toolbarHeight: toolbar.getBoundingClientRect().height,
      };
    });
    expect(layout).toEqual({ editorMinWidth: "800px", editorPaddingTop: "66px", toolbarPosition: "absolute", toolbarHeight: 66 });
    expect(session.problems).toEqual([]);
  });
});
