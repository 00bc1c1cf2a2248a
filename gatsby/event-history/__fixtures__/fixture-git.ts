import { execFileSync } from "node:child_process";

/**
 * git in a fixture repository of the tests that read the programme's history: a fixed author (no
 * machine's git config needed) and, when given, the commit's date.
 */
export const fixtureGit = (dir: string, args: string[], date?: string): string =>
  execFileSync("git", ["-C", dir, ...args], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Volontaria",
      GIT_AUTHOR_EMAIL: "v@example.org",
      GIT_COMMITTER_NAME: "Volontaria",
      GIT_COMMITTER_EMAIL: "v@example.org",
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  }).toString();
