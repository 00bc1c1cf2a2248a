/** @jest-environment node */
import { allowedScope } from "../scope";

describe("the scope asked of GitHub", () => {
  it("is Decap's repo (the default) or public_repo", () => {
    expect(allowedScope("repo")).toBe("repo");
    expect(allowedScope("public_repo")).toBe("public_repo");
    expect(allowedScope(null)).toBe("repo");
    expect(allowedScope("")).toBe("repo");
  });

  it.each(["delete_repo", "admin:org", "repo admin:org", "repo,user", "user", "REPO", " repo"])("never %j", (scope) => {
    expect(allowedScope(scope)).toBeNull();
  });
});
