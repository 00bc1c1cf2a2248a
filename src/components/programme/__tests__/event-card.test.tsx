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
