import { scriptProofJson, scriptSafeJson } from "../script-safe-json";
import { harmlessLine, harmlessStrings, harmlessText, refusedCharacters } from "../text-safety";

describe("text safety", () => {
  it("drops C0 controls but line breaks, DEL, C1, noncharacters and half surrogate pairs; keeps emoji and bidi marks", () => {
    expect(harmlessText("a\u0000b\u0009c\u000Bd\u001Fe\u007Ff\u0080g\u009Fh\uFFFEi\uD800j\uDC00k\uFDD0l\u{10FFFF}m")).toBe("abcdefghijklm");
    expect(harmlessText("🎉 \u200F\u202Bمرحبا\u202C \u2028 ok")).toBe("🎉 \u200F\u202Bمرحبا\u202C \u2028 ok");
  });

  it("writes every line break \\n, or a space on one line", () => {
    expect(harmlessText("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
    expect(harmlessLine("a\r\nb\rc\nd\u000B")).toBe("a b c d");
  });

  it("cleans every string of a parsed file, keys and other values untouched", () => {
    expect(harmlessStrings({ titolo: "A\u000Bb", eventi: [{ ora: "21:30\u0085", n: 1, ok: true, nulla: null }] })).toEqual({
      titolo: "Ab",
      eventi: [{ ora: "21:30", n: 1, ok: true, nulla: null }],
    });
  });

  it("finds the refused characters by their position as a reader counts, line breaks only where a field has one line", () => {
    expect(refusedCharacters("🎉a\u000Bb", true)).toEqual([{ position: 2, code: 0x0b }]);
    expect(refusedCharacters("a\nb\r\nc", true)).toEqual([]);
    expect(refusedCharacters("a\rb", true)).toEqual([{ position: 1, code: 0x0d }]);
    expect(refusedCharacters("a\r\nb", false)).toEqual([
      { position: 1, code: 0x0d },
      { position: 2, code: 0x0a },
    ]);
  });

  it("escapes what could end a script or break the page, leaving JSON's meaning and an escaped text alone", () => {
    const json = JSON.stringify({ name: "</script><!-- \u2028\u2029\u0085\u000B\uFFFF\u{10FFFE} 🎉 ì" }, null, "\t");
    const safe = scriptSafeJson(json);
    expect(safe).toMatch(/^[\t\n\x20-\x7e]*ì[\t\n\x20-\x7e]*$/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
    expect(scriptSafeJson(safe)).toBe(safe);
    expect(scriptProofJson(json)).not.toContain("<");
    expect(JSON.parse(scriptProofJson(json))).toEqual(JSON.parse(json));
  });
});
