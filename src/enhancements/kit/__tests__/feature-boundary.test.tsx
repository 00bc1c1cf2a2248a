/**
 * @jest-environment jsdom
 */
import React, { useState } from "react";
import { act, render, screen } from "@testing-library/react";
import { FeatureBoundary } from "../feature-boundary";

let breakIt: () => void = () => undefined;

// A feature that works until told to throw, as a bad answer from the network would make it.
function Fragile() {
  const [broken, setBroken] = useState(false);
  breakIt = () => setBroken(true);
  if (broken) throw new Error("bad notice");
  return <p>Nuovi avvisi</p>;
}

describe("each feature in its own boundary", () => {
  it("a feature that throws goes alone, showing nothing; the others keep rendering and working", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    function Counter() {
      const [n, setN] = useState(0);
      return <button onClick={() => setN(n + 1)}>{`Salvati: ${n}`}</button>;
    }
    const { container } = render(
      <>
        <FeatureBoundary>
          <Fragile />
        </FeatureBoundary>
        <FeatureBoundary>
          <Counter />
        </FeatureBoundary>
      </>,
    );
    expect(screen.getByText("Nuovi avvisi")).toBeTruthy();
    act(() => breakIt());
    expect(screen.queryByText("Nuovi avvisi")).toBeNull();
    // No error text for the visitor: only what still works.
    expect(container.textContent).toBe("Salvati: 0");
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("Salvati: 1");
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
