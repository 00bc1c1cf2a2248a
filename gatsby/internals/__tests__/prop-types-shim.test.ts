// The shim replaces prop-types in the client bundle: every name the real package offers must be there,
// with the same shape, so a propTypes declaration of Gatsby's runtime or a dependency still evaluates.
import real from "prop-types";
import shim from "../stubs/prop-types-shim";

describe("the prop-types shim", () => {
  test("offers every name prop-types offers", () => {
    expect(Object.keys(shim).sort()).toEqual(Object.keys(real).sort());
  });

  test("gives a validator with isRequired wherever prop-types does", () => {
    for (const [name, value] of Object.entries(real as unknown as Record<string, object>)) {
      if (name === "PropTypes" || name === "checkPropTypes" || name === "resetWarningCache") continue;
      // A validator has isRequired; a factory (oneOf, shape...) returns one.
      const stand = (shim as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
      const validator = "isRequired" in value ? stand : stand([]);
      expect(typeof validator).toBe("function");
      expect(typeof (validator as { isRequired?: unknown }).isRequired).toBe("function");
    }
  });

  test("is its own PropTypes, as the package is", () => {
    expect(shim.PropTypes).toBe(shim);
  });
});
