/** @jest-environment node */
import path from "node:path";
import { validateDataDir } from "../validate-data-dir";

// The project's own data/ must always pass: in CI this turns a volunteer's faulty pull request red,
// and the failure diff shows the same Italian lines as `npm run check:data`.
it("the site's data folder has no errors", async () => {
  const dataDir = path.resolve(__dirname, "../../../data");
  const { errors } = await validateDataDir(dataDir, { displayDir: "data" });
  expect(errors).toEqual([]);
});
