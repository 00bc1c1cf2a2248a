/**
 * @jest-environment jsdom
 */
// The one root over a real page's markup (the programme's cards and the notices' slot, fixture data):
// a feature that throws goes alone, the visitor's programme keeps working.
import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NoticesSlot } from "../../components/notice-slots/notice-slots";
import { ProgrammeSection } from "../../components/programme/programme-section";
import { programmeDaysFixture, programmeSiteFixture } from "../../test-support/fixtures";
import { mountFeatures } from "../mount-features";

// The notices fail as a malformed answer once made them: on their render.
jest.mock("../notices/live-notices", () => ({
  LiveNotices: () => {
    throw new TypeError("Cannot read properties of null (reading 'testo')");
  },
}));

describe("the features' one root", () => {
  it("mounts every feature into one container; the notices failing leave the stars and filters working", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <main>
        <NoticesSlot src="/avvisi.json" programma="v1" pagina="/" />
        <ProgrammeSection sito={programmeSiteFixture} giorni={programmeDaysFixture} concerti={[]} talks={[]} />
      </main>,
    );
    await act(async () => void mountFeatures());
    expect(document.querySelectorAll("body > [data-enhancement]")).toHaveLength(1);
    expect(errors).toHaveBeenCalled(); // React's report of the notices' error

    const [star] = screen.getAllByRole("button", { name: /^Salva nel mio programma: / });
    await userEvent.click(star);
    expect(star.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("group", { name: "Filtri del programma" })).toBeTruthy();
    // Nothing of the failed feature, and no error text, reaches the page.
    expect(document.body.textContent).not.toMatch(/errore|error/i);
    errors.mockRestore();
  });
});
