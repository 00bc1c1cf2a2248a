// The stand-in for invariant must throw what the package throws for the router's finished messages.
import stub from "../stubs/invariant";

type Invariant = typeof stub;
// The package's browser build, CommonJS without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const real = require("invariant/browser") as Invariant;

const thrown = (check: Invariant, condition: unknown, message: string): Error | undefined => {
  try {
    check(condition, message);
  } catch (error) {
    return error as Error;
  }
  return undefined;
};

describe("the invariant stand-in", () => {
  test("throws nothing when the condition holds", () => {
    expect(thrown(stub, true, "no")).toBeUndefined();
    expect(thrown(stub, 1, "no")).toBeUndefined();
  });

  test.each([false, 0, undefined, null, ""])("throws the package's error when the condition is %p", (condition) => {
    const message = '<Router> dynamic segment "uri" is a reserved name.';
    const expected = thrown(real, condition, message);
    const actual = thrown(stub, condition, message);
    expect(expected).toBeInstanceOf(Error);
    expect(actual).toBeInstanceOf(Error);
    expect({ name: actual?.name, message: actual?.message }).toEqual({ name: expected?.name, message: expected?.message });
  });
});
