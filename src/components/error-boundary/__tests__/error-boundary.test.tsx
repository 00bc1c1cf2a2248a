import React from "react";
import { render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../error-boundary";

function Broken(): React.ReactElement {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  it("shows the page when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>Programma</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Programma")).toBeInTheDocument();
  });

  it("shows the generic error screen, not a blank page, when rendering fails", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Torna alla home" })).toHaveAttribute("href", "/");
    consoleError.mockRestore();
  });
});
