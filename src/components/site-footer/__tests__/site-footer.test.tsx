import React from "react";
import { render, screen, within } from "@testing-library/react";
import { SiteFooter } from "../site-footer";
import { siteChromeFixture, ticketFixtures } from "../../../test-support/fixtures";
import { NO_TICKETS_YET } from "../../tickets-menu/ticket-label";

function renderFooter(sito = siteChromeFixture, concerti = ticketFixtures) {
  render(<SiteFooter sito={sito} concerti={concerti} year="2025" />);
  return screen.getByRole("contentinfo");
}

describe("SiteFooter", () => {
  it("shows the name and tagline", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("heading", { name: "Connessioni" })).toBeInTheDocument();
    expect(within(footer).getByText(siteChromeFixture.tagline)).toBeInTheDocument();
  });

  it("links the three social profiles with an accessible name, in a new tab", () => {
    const footer = renderFooter();
    for (const social of siteChromeFixture.social) {
      const link = within(footer).getByRole("link", { name: social.nome });
      expect(link).toHaveAttribute("href", social.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("gives the organiser, address, two tel: and three mailto: links", () => {
    const footer = renderFooter();
    const address = footer.querySelector("address")!;
    expect(address).toHaveTextContent("Associazione Culturale ALL4U");
    expect(address).toHaveTextContent("12100 Cuneo (CN), Italia");
    // Shown with non-breaking spaces so a number never wraps; dialled without spaces.
    expect(within(footer).getByRole("link", { name: "+39\u00a00171\u00a0000\u00a00001" })).toHaveAttribute("href", "tel:+3901710000001");
    expect(within(footer).getByRole("link", { name: "+39\u00a00171\u00a0000\u00a00002" })).toHaveAttribute("href", "tel:+3901710000002");
    for (const mail of siteChromeFixture.email) {
      expect(within(footer).getByRole("link", { name: mail })).toHaveAttribute("href", `mailto:${mail}`);
    }
  });

  it("lists the ticket links, each in a new tab", () => {
    const footer = renderFooter();
    const tickets = within(footer).getByRole("heading", { name: "Biglietti" }).parentElement!;
    const links = within(tickets).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(ticketFixtures.map((t) => t.ticketLink));
    links.forEach((a) => expect(a).toHaveAttribute("rel", "noopener noreferrer"));
  });

  it("has the useful links, the copyright line and the signature", () => {
    const footer = renderFooter();
    const useful = within(footer).getByRole("navigation", { name: "Link utili" });
    expect(
      within(useful)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Home", "Programma", "Concerti", "Talks", "Edizioni", "Accessibilità", "Privacy"]);
    expect(within(useful).getByRole("link", { name: "Accessibilità" })).toHaveAttribute("href", "/accessibilita/");
    expect(within(useful).getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy/");
    expect(within(footer).getByText(/© 2025 Associazione Culturale ALL4U/)).toBeInTheDocument();
    expect(within(footer).getByText("Fatto con ❤️ a Cuneo")).toBeInTheDocument();
  });

  it("signs with the organiser's city from the data", () => {
    const elsewhere = { ...siteChromeFixture, organizzatore: { ...siteChromeFixture.organizzatore, citta: "Lontano" } };
    const footer = renderFooter(elsewhere);
    expect(within(footer).getByText("Fatto con ❤️ a Lontano")).toBeInTheDocument();
  });

  it("says where the tickets will be while no concert is announced", () => {
    const footer = renderFooter(siteChromeFixture, []);
    const tickets = within(footer).getByRole("heading", { name: "Biglietti" }).parentElement!;
    expect(within(tickets).queryAllByRole("link")).toEqual([]);
    expect(tickets).toHaveTextContent(NO_TICKETS_YET);
  });
});
