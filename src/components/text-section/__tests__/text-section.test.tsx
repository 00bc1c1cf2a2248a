import React from "react";
import { render, screen } from "@testing-library/react";
import { TextSection } from "../text-section";

it("is a region named by its level-2 heading, with what follows it", () => {
  render(
    <TextSection id="prova" title="Dove">
      <p>In centro.</p>
    </TextSection>,
  );
  const region = screen.getByRole("region", { name: "Dove" });
  expect(screen.getByRole("heading", { level: 2, name: "Dove" })).toHaveAttribute("id", "prova");
  expect(region).toHaveTextContent("In centro.");
});
