import React from "react";
import { render, screen } from "@testing-library/react";
import { EventCard } from "../event-card";
import { programmeEventFixture } from "../../../test-support/fixtures";

describe("EventCard of a cancelled event (issue 36)", () => {
  const evento = { ...programmeEventFixture("21:30", "Concerto", "NUoVO", "Concerto del venerdì"), stato: "annullato" };

  // The name as a browser computes it (jsdom puts a space between inline spans): the heading's text.
  it("keeps the card: an Annullato badge, then the title struck through, read as one heading", () => {
    render(<EventCard evento={evento} detailsHref="/concerti/#x" />);
    const heading = screen.getByRole("heading", { level: 4, name: /^Annullato/ });
    expect(heading).toHaveTextContent(/^Annullato: Concerto del venerdì$/);
    expect(heading.querySelector("s")).toHaveTextContent("Concerto del venerdì");
  });

  it("tells the visitor's features through both slots, and only when cancelled", () => {
    const { container, rerender } = render(<EventCard evento={evento} />);
    expect(container.querySelector('[data-pocket="event"]')).toHaveAttribute("data-stato", "annullato");
    expect(container.querySelector('[data-pocket="save"]')).toHaveAttribute("data-stato", "annullato");
    rerender(<EventCard evento={{ ...evento, stato: null }} />);
    expect(container.querySelectorAll("[data-stato]")).toHaveLength(0);
    expect(container.querySelector("s")).toBeNull();
  });
});

describe("EventCard of a moved event (issue 38)", () => {
  const evento = programmeEventFixture("22:15", "Talk", "Sala Nuova", "Talk spostato");
  const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

  it("says beside the time and the venue what they were, in words a screen reader joins to the fact", () => {
    const { container } = render(<EventCard evento={{ ...evento, variazioni: { inizio: "era alle 21:30", luogo: "era al Teatro Vecchio" } }} />);
    expect(text(container.querySelector("p")!)).toContain("22:15, era alle 21:30");
    expect(screen.getByText(/^Sala Nuova/)).toHaveTextContent(/^Sala Nuova, era al Teatro Vecchio$/);
  });

  it("renders the same markup as before for an event that never moved, and none on an archived edition's card", () => {
    const plain = render(<EventCard evento={evento} />).container.innerHTML;
    const archived = render(<EventCard evento={{ ...evento, variazioni: { inizio: "era alle 21:30", luogo: null } }} past />).container;
    expect(plain).not.toContain("era ");
    expect(text(archived)).not.toContain("era alle");
  });
});
