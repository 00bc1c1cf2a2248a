import { escapeText, foldLine, formatUtc, paramValue, serializeCalendar } from "../ics-serializer";

const octets = (s: string) => Buffer.byteLength(s, "utf8");

describe("foldLine", () => {
  it("keeps short lines whole", () => {
    expect(foldLine("SUMMARY:Connessioni")).toBe("SUMMARY:Connessioni");
  });

  it("folds at 75 octets, counting multi-byte characters by their UTF-8 size, and never splits one", () => {
    const line = `DESCRIPTION:${"Venerdì “influenzati” è così ".repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const [i, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
      // a split character would show up as U+FFFD after a byte-level round trip
      expect(Buffer.from(part, "utf8").toString("utf8")).not.toContain("\uFFFD");
    }
    // unfolding (§3.1: remove CRLF + one space) gives the line back
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("fills each physical line as far as it can", () => {
    const physical = foldLine("X:" + "a".repeat(200)).split("\r\n");
    expect(physical.map(octets)).toEqual([75, 75, 54]);
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("drops control characters, and reads a lone CR as a line break", () => {
    expect(escapeText("a\u000Bb\u0000c\u0085d\re")).toBe("abcd\\ne");
  });
});

describe("paramValue", () => {
  it("quotes values with separators", () => {
    expect(paramValue("ALL4U")).toBe("ALL4U");
    expect(paramValue("Rossi, Mario")).toBe('"Rossi, Mario"');
  });

  it("never lets a value end the line: line breaks become spaces, control characters and DQUOTE go", () => {
    expect(paramValue('ALL4U\r\nATTENDEE:mailto:x@example.org\u000B "Cuneo"')).toBe(`"ALL4U ATTENDEE:mailto:x@example.org 'Cuneo'"`);
  });

  it("writes a caret as RFC 6868 does, so ^n and ^' stay text", () => {
    expect(paramValue("a^nb^'c")).toBe("a^^nb^^'c");
  });
});

describe("formatUtc", () => {
  it("writes the UTC DATE-TIME form", () => {
    expect(formatUtc(new Date("2025-09-12T19:30:00.000Z"))).toBe("20250912T193000Z");
  });
});

describe("serializeCalendar", () => {
  it("ends every line, the last included, with CRLF and nests components", () => {
    const out = serializeCalendar({
      type: "VCALENDAR",
      properties: [{ name: "VERSION", value: "2.0" }],
      components: [{ type: "VEVENT", properties: [{ name: "UID", value: "a@b" }] }],
    });
    expect(out).toBe("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a@b\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n");
    expect(out.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes no line of a value's own, whatever the value holds", () => {
    const out = serializeCalendar({ type: "VEVENT", properties: [{ name: "URL", value: "https://a.example/\r\nX-INJECTED:1" }] });
    expect(out).toBe("BEGIN:VEVENT\r\nURL:https://a.example/ X-INJECTED:1\r\nEND:VEVENT\r\n");
  });
});
