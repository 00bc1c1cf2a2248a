/**
 * @jest-environment jsdom
 */
import React from "react";
import { act, render, screen } from "@testing-library/react";
import { SavedCopyNotice, savedCopyAt } from "../saved-copy-notice";

describe("the saved-copy notice", () => {
  it("shows from when the page is, while it is the saved copy, and makes room for itself", async () => {
    render(<SavedCopyNotice />);
    expect(screen.queryByRole("status")).toBeNull();
    act(() => savedCopyAt.set(new Date("2025-09-12T19:30:00Z")));
    expect((await screen.findByRole("status")).textContent).toBe("Versione salvata il 12 settembre alle 21:30");
    expect(document.documentElement.classList.contains("has-saved-copy-notice")).toBe(true);
    act(() => savedCopyAt.set(null));
    expect(screen.queryByRole("status")).toBeNull();
    expect(document.documentElement.classList.contains("has-saved-copy-notice")).toBe(false);
  });
});
