// The stub replaces gatsby-script in the client bundle, behind Gatsby's `export * from "gatsby-script"`:
// it must offer every name the real package exports, and refuse to render a <Script> silently.
import * as real from "gatsby-script";
import stub from "../stubs/no-script-component";

describe("the gatsby-script stub", () => {
  test("exports every name gatsby-script exports", () => {
    // "default" is the test transform's CommonJS interop, not an export of the package.
    const named = Object.keys(real).filter((name) => name !== "default");
    expect(Object.keys(stub).sort()).toEqual(named.sort());
  });

  test("keeps the strategy names the real package uses", () => {
    expect(stub.ScriptStrategy).toEqual({ ...real.ScriptStrategy });
  });

  test("throws if a <Script> is ever rendered", () => {
    expect(() => stub.Script({ src: "/x.js" })).toThrow(/stubbed out of the client bundle/);
  });
});
