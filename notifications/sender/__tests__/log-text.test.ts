import { MAX_REMOTE_TEXT, remoteText } from "../log-text";

describe("remote text in the log", () => {
  it("keeps one line: no control, separator or bidirectional character survives", () => {
    const hostile = "bad\r\n::set-output name=x::y\u0085::error::z\u2028a\u2029b\u202ec\u2066d\u0007e\u007f\u009bf\u200f";
    const shown = remoteText(hostile);
    expect(shown).toBe("bad ::set-output name=x::y ::error::z a b c d e f");
    // eslint-disable-next-line no-control-regex -- the characters under test
    expect(shown).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
  });

  it("is cut short, never inside a character", () => {
    expect(Array.from(remoteText("é".repeat(500)))).toHaveLength(MAX_REMOTE_TEXT);
    expect(remoteText("😀".repeat(200)).endsWith("😀…")).toBe(true);
    expect(remoteText("  breve  ")).toBe("breve");
  });
});
