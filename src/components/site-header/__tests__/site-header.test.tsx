import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteHeader } from "../site-header";
import { siteChromeFixture, ticketFixtures } from "../../../test-support/fixtures";
import { NO_TICKETS_YET } from "../../tickets-menu/ticket-label";
import { pagePaths } from "../../../utils/page-paths";

function renderHeader(concerti = ticketFixtures) {
  render(
    <>
      <SiteHeader sito={siteChromeFixture} concerti={concerti} />
      <p>Contenuto della pagina</p>
    </>,
  );
  return userEvent.setup();
}

const menuToggle = () => screen.getByRole("button", { name: "Menu" });
const ticketsToggle = () => screen.getByRole("button", { name: "Biglietti" });
const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute("aria-controls")!)!;

describe("SiteHeader", () => {
  it("has the logo linking home and the five links in order", () => {
    renderHeader();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("img", { name: siteChromeFixture.logoAlt }).closest("a")).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Navigazione principale" });
    const links = within(panelOf(menuToggle())).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Programma", "/#programma"],
      ["Concerti", pagePaths.concerti],
      ["Talks", pagePaths.talks],
      ["Edizioni", pagePaths.edizioni],
    ]);
    expect(nav).toContainElement(menuToggle());
  });

  describe("mobile menu", () => {
    it("is a button that toggles the panel it controls", async () => {
      const user = renderHeader();
      const toggle = menuToggle();
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(panelOf(toggle)).toHaveAttribute("data-state", "closed");
      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      expect(panelOf(toggle)).toHaveAttribute("data-state", "open");
      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    it("closes when an item is chosen", async () => {
      const user = renderHeader();
      await user.click(menuToggle());
      await user.click(within(panelOf(menuToggle())).getByRole("link", { name: "Programma" }));
      expect(menuToggle()).toHaveAttribute("aria-expanded", "false");
    });

    it("closes on Escape and gives focus back to the toggle", async () => {
      const user = renderHeader();
      await user.click(menuToggle());
      await user.tab(); // into the menu
      expect(panelOf(menuToggle())).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard("{Escape}");
      expect(menuToggle()).toHaveAttribute("aria-expanded", "false");
      expect(menuToggle()).toHaveFocus();
    });
  });

  describe("Biglietti dropdown", () => {
    it("toggles a panel with one ticket link per concert, each opening a new tab", async () => {
      const user = renderHeader();
      expect(ticketsToggle()).toHaveAttribute("aria-expanded", "false");
      await user.click(ticketsToggle());
      expect(ticketsToggle()).toHaveAttribute("aria-expanded", "true");
      const links = within(panelOf(ticketsToggle())).getAllByRole("link");
      expect(links.map((a) => a.getAttribute("href"))).toEqual(ticketFixtures.map((t) => t.ticketLink));
      links.forEach((a) => {
        expect(a).toHaveAttribute("target", "_blank");
        expect(a).toHaveAttribute("rel", "noopener noreferrer");
      });
      expect(links[0]).toHaveTextContent("Ven 12 settembre, 21:30 · Due ospiti musicali da annunciare");
    });

    it("says where the tickets will be while no concert is announced", async () => {
      const user = renderHeader([]);
      await user.click(ticketsToggle());
      const panel = panelOf(ticketsToggle());
      expect(within(panel).queryAllByRole("link")).toEqual([]);
      expect(panel).toHaveTextContent(NO_TICKETS_YET);
    });

    it("closes when a ticket link is chosen", async () => {
      const user = renderHeader();
      await user.click(ticketsToggle());
      const link = within(panelOf(ticketsToggle())).getAllByRole("link")[1];
      link.addEventListener("click", (event) => event.preventDefault()); // stay in jsdom
      await user.click(link);
      expect(ticketsToggle()).toHaveAttribute("aria-expanded", "false");
    });

    it("closes on Escape with focus back on its button", async () => {
      const user = renderHeader();
      await user.click(ticketsToggle());
      await user.keyboard("{Escape}");
      expect(ticketsToggle()).toHaveAttribute("aria-expanded", "false");
      expect(ticketsToggle()).toHaveFocus();
    });

    it("closes on a click outside", async () => {
      const user = renderHeader();
      await user.click(ticketsToggle());
      await user.click(screen.getByText("Contenuto della pagina"));
      expect(ticketsToggle()).toHaveAttribute("aria-expanded", "false");
    });

    it("stays open on a click inside its panel that is not a link", async () => {
      const user = renderHeader();
      await user.click(ticketsToggle());
      await user.click(within(panelOf(ticketsToggle())).getByText(/Biglietti dei concerti su TicketOne/));
      expect(ticketsToggle()).toHaveAttribute("aria-expanded", "true");
    });
  });
});
