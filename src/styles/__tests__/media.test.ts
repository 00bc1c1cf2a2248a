import fs from "node:fs";
import path from "node:path";
import { FROM_NAV, FROM_SM } from "../media";

const tokens = fs.readFileSync(path.join(__dirname, "..", "_tokens.scss"), "utf8");
const breakpoint = (name: string) => new RegExp(`\\$${name}:\\s*(\\d+px)`).exec(tokens)?.[1];

describe("media queries for markup", () => {
  it("match the SCSS breakpoints", () => {
    expect(FROM_SM).toBe(`(min-width: ${breakpoint("bp-sm")})`);
    expect(FROM_NAV).toBe(`(min-width: ${breakpoint("bp-nav")})`);
  });
});
