/** @jest-environment node */
import { MESSAGE_TTL_HOURS } from "../../../events/push-retention";
import { OFFLINE_HELP } from "../push-texts";

it("says how long a message waits for a phone off or offline, from the sender's TTL, and where the changes stay", () => {
  expect(OFFLINE_HELP).toContain(`per più di ${MESSAGE_TTL_HOURS} ore`);
  expect(OFFLINE_HELP).toContain("tuoi eventi salvati");
});
