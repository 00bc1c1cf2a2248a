import React from "react";
import { render, screen, within } from "@testing-library/react";
import { NOTICE_END_ATTRIBUTE, NOTICE_ID_ATTRIBUTE, NoticesSlot } from "../../notice-slots/notice-slots";
import type { PublishedNotice } from "../../notice-slots/notices-file";
import { EventNotices, isForPage, NoticesProvider } from "../notices";
import { SiteNotices } from "../site-notices";

// Fixture notices, as the layout's query gives them (ids and words computed at build time).
const notice = (fields: Partial<PublishedNotice>): PublishedNotice => ({
  id: "aaaaaaaaaaaa",
  testo: "Porte aperte alle 21:00.",
  dal: "2025-09-13T18:00:00+02:00",
  al: "2025-09-14T00:00:00+02:00",
  finestra: "dalle 18:00 del 13 settembre",
  ...fields,
});
const everywhere = notice({});
const important = notice({ id: "bbbbbbbbbbbb", testo: "Il concerto si sposta al Teatro Toselli.", importante: true, evento: "k7m2q9xa" });
const talksOnly = notice({ id: "cccccccccccc", testo: "Il talk inizia alle 18:00.", pagina: "/talks/" });

describe("the notices at the top of a page", () => {
  it("are a region named Avvisi, a list of texts each with its window as a <time>", () => {
    render(<SiteNotices notices={[important, everywhere]} />);
    const region = screen.getByRole("region", { name: "Avvisi" });
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute(NOTICE_ID_ATTRIBUTE))).toEqual(["bbbbbbbbbbbb", "aaaaaaaaaaaa"]);
    // Its end, for an open page to hide it on time (the contract with src/enhancements/notices).
    expect(items.map((item) => item.getAttribute(NOTICE_END_ATTRIBUTE))).toEqual([important.al, everywhere.al]);
    expect(items[0]).toHaveTextContent("Importante: Il concerto si sposta al Teatro Toselli.");
    expect(within(items[1]).getByText("dalle 18:00 del 13 settembre").getAttribute("dateTime")).toBe("2025-09-13T18:00:00+02:00");
  });

  it("render nothing without notices, and the slot is then empty", () => {
    const { container } = render(
      <NoticesSlot src="/avvisi.json" programma="0123456789abcdef" pagina="/">
        <SiteNotices notices={[]} />
      </NoticesSlot>,
    );
    const slot = container.querySelector("[data-avvisi='slot']")!;
    expect(slot.childNodes).toHaveLength(0);
    expect(slot.getAttribute("data-src")).toBe("/avvisi.json");
    expect(slot.getAttribute("data-programma")).toBe("0123456789abcdef");
    expect(slot.getAttribute("data-pagina")).toBe("/");
  });

  it("of one page show on that page only; an event's everywhere", () => {
    const ofPage = (pagina: string) => [everywhere, important, talksOnly].filter((each) => isForPage(each, pagina));
    expect(ofPage("/")).toEqual([everywhere, important]);
    expect(ofPage("/talks/")).toEqual([everywhere, important, talksOnly]);
  });
});

describe("an event's notices on its card", () => {
  it("show the notices linked to that event, and nothing for another", () => {
    const { container } = render(
      <NoticesProvider notices={[everywhere, important]}>
        <article>
          <EventNotices event="k7m2q9xa" />
        </article>
        <article>
          <EventNotices event="zzzz9999" />
        </article>
      </NoticesProvider>,
    );
    const [linked, other] = container.querySelectorAll("article");
    expect(linked).toHaveTextContent("Avviso importante: Il concerto si sposta al Teatro Toselli. dalle 18:00 del 13 settembre");
    expect(linked.firstElementChild!.getAttribute(NOTICE_ID_ATTRIBUTE)).toBe(important.id);
    expect(linked.firstElementChild!.getAttribute(NOTICE_END_ATTRIBUTE)).toBe(important.al);
    // Another event's card: no notice, only the empty slot where an open page may add a later one.
    expect(other.querySelectorAll("[data-avviso]")).toHaveLength(0);
    expect(other.querySelector("[data-avvisi='card']")!.getAttribute("data-evento")).toBe("zzzz9999");
    expect(other).toHaveTextContent("");
  });
});
