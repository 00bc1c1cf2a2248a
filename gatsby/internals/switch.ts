/**
 * GATSBY_INTERNALS=off builds plain Gatsby output: none of the pieces in this folder that shape the
 * output is applied (no module stubs, no per-page CSS, no compile hint, no post-paint loader, Gatsby's
 * own head components), so a Gatsby upgrade can be bisected and the bench can show what the pieces
 * buy. The cache guards stay on in both modes: they change no output, only whether a build starts
 * clean, and a build in the other mode must not start from the last one's pages (mode-record.ts).
 */
export const INTERNALS_VARIABLE = "GATSBY_INTERNALS";

export type InternalsMode = "tuned" | "plain";

/**
 * The mode the environment asks for; anything but unset, "on" or "off" stops the build (a typo would
 * build the wrong output). Read by name, not through `process.env[...]`: Gatsby's webpack bundles
 * (gatsby-ssr runs in one) define each process.env.NAME but make `process.env` itself an empty object.
 */
export function internalsMode(value: string | undefined = process.env.GATSBY_INTERNALS): InternalsMode {
  if (value === undefined || value === "" || value === "on") return "tuned";
  if (value === "off") return "plain";
  throw new Error(`${INTERNALS_VARIABLE}=${value}: use "off" (plain Gatsby output) or leave it unset`);
}

export const internalsEnabled = (value: string | undefined = process.env.GATSBY_INTERNALS): boolean => internalsMode(value) === "tuned";
