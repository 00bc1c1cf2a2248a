import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Tooltip } from "../tooltip";
import { OPEN_DELAY_MS, SKIP_DELAY_MS, resetTooltipTiming } from "../tooltip-timing";

function renderTwo() {
  render(
    <>
      <Tooltip label="Facebook">
        <a href="https://facebook.example" aria-label="Facebook">
          f
        </a>
      </Tooltip>
      <Tooltip label="Instagram">
        <a href="https://instagram.example" aria-label="Instagram">
          i
        </a>
      </Tooltip>
    </>,
  );
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe("Tooltip", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetTooltipTiming();
  });
  afterEach(() => jest.useRealTimers());

  it("uses the specified delays", () => {
    expect(OPEN_DELAY_MS).toBe(700);
    expect(SKIP_DELAY_MS).toBe(300);
  });

  it("opens 700 ms after the pointer arrives, not before", () => {
    renderTwo();
    fireEvent.pointerEnter(screen.getByRole("link", { name: "Facebook" }).parentElement!);
    advance(699);
    expect(screen.queryByRole("tooltip")).toBeNull();
    advance(1);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Facebook");
    expect(screen.getByRole("link", { name: "Facebook" })).toHaveAttribute("aria-describedby", screen.getByRole("tooltip").id);
  });

  it("opens on keyboard focus too, and closes on blur and on Escape", () => {
    renderTwo();
    const link = screen.getByRole("link", { name: "Facebook" });
    act(() => link.focus());
    advance(700);
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("skips the delay for the next tooltip within 300 ms of closing one", () => {
    renderTwo();
    const first = screen.getByRole("link", { name: "Facebook" }).parentElement!;
    const second = screen.getByRole("link", { name: "Instagram" }).parentElement!;
    fireEvent.pointerEnter(first);
    advance(700);
    fireEvent.pointerLeave(first);
    expect(screen.queryByRole("tooltip")).toBeNull();
    advance(100);
    fireEvent.pointerEnter(second);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Instagram");
  });

  it("waits the full delay again once the skip window has passed", () => {
    renderTwo();
    const first = screen.getByRole("link", { name: "Facebook" }).parentElement!;
    const second = screen.getByRole("link", { name: "Instagram" }).parentElement!;
    fireEvent.pointerEnter(first);
    advance(700);
    fireEvent.pointerLeave(first);
    advance(SKIP_DELAY_MS + 1);
    fireEvent.pointerEnter(second);
    expect(screen.queryByRole("tooltip")).toBeNull();
    advance(700);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Instagram");
  });
});
