import React from "react";
import { act } from "react";
import { hydrateInTransition } from "../hydrate-in-transition";

function Greeting() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {`Cliccato ${clicks} volte`}
    </button>
  );
}

describe("hydrateInTransition (Gatsby's replaceHydrateFunction)", () => {
  let errors: jest.SpyInstance;
  beforeAll(() => {
    // React's act() warns unless the environment says it is a test (Testing Library does this in render()).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it("hydrates the server-rendered page without a mismatch, and the page then reacts to input", async () => {
    const container = document.createElement("div");
    // What the production build writes for <Greeting />.
    container.innerHTML = '<button type="button">Cliccato 0 volte</button>';
    const serverButton = container.querySelector("button");
    await act(async () => hydrateInTransition(<Greeting />, container));
    expect(container.querySelector("button")).toBe(serverButton);
    await act(async () => serverButton?.click());
    expect(container.textContent).toBe("Cliccato 1 volte");
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders into an empty element, as `gatsby develop` serves its pages, without a hydration error", async () => {
    const container = document.createElement("div");
    let cleanup: (() => void) | void = undefined;
    await act(async () => {
      cleanup = hydrateInTransition(<Greeting />, container);
    });
    expect(container.textContent).toBe("Cliccato 0 volte");
    // Gatsby removes its develop loading indicator with the returned cleanup.
    expect(typeof cleanup).toBe("function");
    await act(async () => (cleanup as unknown as () => void)());
    expect(container.textContent).toBe("");
    expect(errors).not.toHaveBeenCalled();
  });
});
