import React from "react";
import { render, screen } from "@testing-library/react";
import { TypeBadge } from "../type-badge";

describe("TypeBadge", () => {
  it.each([
    ["Concerto", "concerto"],
    ["Talk", "talk"],
    ["Spettacolo", "spettacolo"],
  ])("gives %s its own style and writes the type", (tipo, style) => {
    render(<TypeBadge tipo={tipo} />);
    const badge = screen.getByText(tipo);
    expect(badge).toHaveClass("badge", style);
    expect(badge).not.toHaveClass("other");
  });

  it("gives any other type the default style, still written as text", () => {
    render(<TypeBadge tipo="Laboratorio" />);
    const badge = screen.getByText("Laboratorio");
    expect(badge).toHaveClass("badge", "other");
    expect(badge).not.toHaveClass("concerto", "talk", "spettacolo");
  });
});
