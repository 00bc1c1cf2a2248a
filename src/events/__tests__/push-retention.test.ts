import { readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { DAILY_PURGE_UTC } from "../push-retention";

const WORKFLOW = path.join(__dirname, "../../../.github/workflows/notifiche.yml");

/** The schedules of a GitHub workflow, as GitHub reads them (cron in UTC). */
function schedulesOf(file: string): string[] {
  const workflow = YAML.parse(readFileSync(file, "utf8")) as { on?: { schedule?: { cron?: unknown }[] } };
  return (workflow.on?.schedule ?? []).map(({ cron }) => String(cron));
}

describe("the daily purge", () => {
  it("runs when the privacy page says: the notifications' workflow's one schedule is daily at DAILY_PURGE_UTC", () => {
    const schedules = schedulesOf(WORKFLOW);
    expect(schedules).toHaveLength(1);
    const [minute, hour, ...daily] = schedules[0].trim().split(/\s+/);
    expect({ hour: Number(hour), minute: Number(minute), daily }).toEqual({ ...DAILY_PURGE_UTC, daily: ["*", "*", "*"] });
  });
});
