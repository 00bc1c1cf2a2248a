// The "image bytes" section of docs/performance.md: written by `npm run bench:images`, carried over
// untouched when `npm run bench` rewrites the rest of the file.
import { readMarkedSection, writeMarkedSection } from "../../lib/doc-section.mjs";

/** The current section (with a blank line before it), or "" when the file has none. */
export const imageBytesSection = (file) => readMarkedSection(file, "image-bytes");

/** Replaces the section in the file, or appends it. */
export const writeImageBytesSection = (file, body) => writeMarkedSection(file, "image-bytes", "`npm run bench:images`", body);
