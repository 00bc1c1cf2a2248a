import React from "react";
import { renderToStaticMarkup } from "react-dom/server.node";
import { NOTICE_END_ATTRIBUTE, NOTICE_ID_ATTRIBUTE } from "../../notice-slots/notices-file";
import { DISMISSED_NOTICES_KEY } from "../../../enhancements/notices/dismissed-notices";
import { staticNoticeGone } from "../../../enhancements/notices/notices-now";
import { NOTICE_GATE_CODE } from "../notice-gate-code";
import { NoticeGateScript } from "../notice-gate-script";

// Fixture notices around the real clock: jsdom runs the script in the test's own window.
const DAY = 86_400_000;
const ended = () => new Date(Date.now() - 60_000).toISOString();
const later = () => new Date(Date.now() + DAY).toISOString();

interface Fixture {
  id: string;
  fine: string;
}

/** A notice element as the server renders it (site-notices.tsx, notices-context.tsx). */
function noticeElement(tag: "li" | "p", { id, fine }: Fixture): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute(NOTICE_ID_ATTRIBUTE, id);
  element.setAttribute(NOTICE_END_ATTRIBUTE, fine);
  element.textContent = `Avviso ${id}`;
  return element;
}

/**
 * A page as the browser parses it: the slot with the top notices, then the script (run as it is
 * inserted, as the parser would), then the cards' notices, inserted one by one after it.
 */
async function parsePage(top: Fixture[], cards: Fixture[]) {
  document.body.innerHTML = "";
  const slot = document.createElement("div");
  slot.setAttribute("data-avvisi", "slot");
  const list = document.createElement("ul");
  top.forEach((notice) => list.append(noticeElement("li", notice)));
  slot.append(list);
  document.body.append(slot);
  const script = document.createElement("script");
  script.textContent = NOTICE_GATE_CODE;
  slot.append(script);
  const cardElements = cards.map((notice) => noticeElement("p", notice));
  for (const element of cardElements) {
    const article = document.createElement("article");
    document.body.append(article);
    article.append(element);
  }
  await Promise.resolve(); // the observer's records are delivered as a microtask, before any rendering
  const shown = (element: Element) => (element as HTMLElement).style.display !== "none";
  return { slot, topShown: [...list.children].map(shown), cardsShown: cardElements.map(shown), slotShown: shown(slot) };
}

afterEach(() => {
  localStorage.clear();
  document.dispatchEvent(new Event("DOMContentLoaded")); // stops the observer of the last page
});

describe("the inline script after the server's notices", () => {
  it("hides the notices already over, at the top and on the cards inserted after it", async () => {
    const over = { id: "finito000000", fine: ended() };
    const current = { id: "incorso00000", fine: later() };
    const page = await parsePage([over, current], [over, current]);
    expect(page).toMatchObject({ topShown: [false, true], cardsShown: [false, true], slotShown: true });
  });

  it("hides a notice the visitor hid at the top only, as the open page does, and the list once nothing is left", async () => {
    const hidden = { id: "nascosto0000", fine: later() };
    localStorage.setItem(DISMISSED_NOTICES_KEY, JSON.stringify([hidden.id]));
    const page = await parsePage([hidden, { id: "finito000000", fine: ended() }], [hidden]);
    expect(page).toMatchObject({ topShown: [false, false], cardsShown: [true], slotShown: false });
  });

  it("shows every current notice when the stored list is unreadable", async () => {
    localStorage.setItem(DISMISSED_NOTICES_KEY, "{non è una lista");
    const page = await parsePage([{ id: "incorso00000", fine: later() }], []);
    expect(page).toMatchObject({ topShown: [true], slotShown: true });
  });

  it("stops watching once the document is parsed", async () => {
    await parsePage([], []);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    const late = noticeElement("p", { id: "finito000000", fine: ended() });
    document.body.append(late);
    await Promise.resolve();
    expect(late.style.display).toBe("");
  });

  it("decides every case as the open page's code does afterwards, so nothing it hid comes back", async () => {
    const now = Date.now();
    const cases: Fixture[] = [
      { id: "finito000000", fine: ended() },
      { id: "incorso00000", fine: later() },
      { id: "nascosto0000", fine: later() },
      { id: "datarotta000", fine: "non è una data" },
    ];
    const hidden = ["nascosto0000"];
    localStorage.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(hidden));
    const page = await parsePage(cases, cases);
    const expected = (atTop: boolean) => cases.map(({ id, fine }) => !staticNoticeGone(id, fine, now, null, atTop ? hidden : null));
    expect(page.topShown).toEqual(expected(true));
    expect(page.cardsShown).toEqual(expected(false));
  });
});

describe("NoticeGateScript", () => {
  it("carries the code in the server's HTML, and nothing in the client bundle", () => {
    expect(renderToStaticMarkup(<NoticeGateScript />)).toBe(`<script>${NOTICE_GATE_CODE}</script>`);
    const stage = process.env.BUILD_STAGE;
    process.env.BUILD_STAGE = "build-javascript";
    try {
      expect(renderToStaticMarkup(<NoticeGateScript />)).toBe("<script></script>");
    } finally {
      if (stage === undefined) delete process.env.BUILD_STAGE;
      else process.env.BUILD_STAGE = stage;
    }
  });

  it("stays a few hundred bytes, and holds nothing that would end its element early", () => {
    expect(NOTICE_GATE_CODE.length).toBeLessThan(700);
    expect(NOTICE_GATE_CODE).not.toMatch(/<\/script|<!--/i);
  });
});
