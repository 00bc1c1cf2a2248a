// The loader behind gatsby/internals/source-edits.ts: it applies each edit, and stops the build
// (throws, naming the piece) when an edit's text is missing or ambiguous.
import loader from "../stubs/source-edits-loader";
import type { SourceEdit } from "../source-edits";

const run = (source: string, edits: SourceEdit[]) => loader.call({ getOptions: () => ({ piece: "a-piece", edits }), resourcePath: "/site/module.js" }, source);

describe("the source edits loader", () => {
  test("replaces a text, or everything from it up to the text that follows", () => {
    const source = "keep(); drop(1); drop(2); stop(); swap();";
    expect(
      run(source, [
        { from: "drop(1);", until: "stop();", replaceWith: "" },
        { from: "swap()", replaceWith: "swapped()" },
      ]),
    ).toBe("keep(); stop(); swapped();");
  });

  test.each([
    ["missing", "gone();"],
    ["there twice", "twice();"],
  ])("stops when an edit's text is %s", (_, from) => {
    expect(() => run("twice(); twice();", [{ from, replaceWith: "" }])).toThrow(/^gatsby\/internals\/a-piece: .* is not in \/site\/module\.js exactly once$/);
  });

  test("stops when the end of a cut does not follow its start", () => {
    expect(() => run("end(); start();", [{ from: "start();", until: "end();", replaceWith: "" }])).toThrow(
      /^gatsby\/internals\/a-piece: "end\(\);" does not follow/,
    );
  });
});
