import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "../toaster";
import { ToastQueue } from "../toast-queue";

describe("Toaster", () => {
  it("renders the queue's toasts in a polite live region that exists before them", async () => {
    const queue = new ToastQueue();
    render(<Toaster queue={queue} />);
    const region = screen.getByRole("list");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    const onAction = jest.fn();
    act(() => {
      queue.show({ message: "Nuova versione del sito", action: { label: "Ricarica", onAction } });
    });
    expect(screen.getByText("Nuova versione del sito")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ricarica" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Chiudi" }));
    expect(screen.queryByText("Nuova versione del sito")).not.toBeInTheDocument();
  });
});
