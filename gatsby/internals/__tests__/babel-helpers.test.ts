// The stubs replace Babel's CommonJS helpers in the client bundle: each must do what the real one does.
/* eslint-disable @typescript-eslint/no-require-imports -- the helpers are CommonJS modules, required as the bundle does */
type Helper = (...args: unknown[]) => unknown;
const real = (name: string) => require(`@babel/runtime/helpers/${name}`) as Helper;
const stub = (name: string) => require(`../stubs/babel-helpers/${name}`) as Helper;

describe("the Babel helper stubs", () => {
  test("interopRequireDefault keeps an ES module and wraps anything else, as Babel's does", () => {
    const esModule = { __esModule: true, default: 1 };
    expect(stub("interopRequireDefault")(esModule)).toBe(esModule);
    const plain = () => null;
    expect(stub("interopRequireDefault")(plain)).toEqual(real("interopRequireDefault")(plain));
    expect(stub("interopRequireDefault")(undefined)).toEqual({ default: undefined });
  });

  test("inheritsLoose links the prototypes and the constructors as Babel's does", () => {
    class Base {
      static make() {
        return "made";
      }
      greet() {
        return "hello";
      }
    }
    function Child() {}
    stub("inheritsLoose")(Child, Base);
    expect(Object.getPrototypeOf(Child.prototype)).toBe(Base.prototype);
    expect(Child.prototype.constructor).toBe(Child);
    expect((Child as unknown as typeof Base).make()).toBe("made");
  });

  test("assertThisInitialized returns this, and throws Babel's error before super()", () => {
    const self = {};
    expect(stub("assertThisInitialized")(self)).toBe(self);
    expect(() => stub("assertThisInitialized")(undefined)).toThrow(ReferenceError);
    expect(() => real("assertThisInitialized")(undefined)).toThrow(ReferenceError);
  });
});
