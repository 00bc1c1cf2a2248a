/** @jest-environment node */
import { forgetRemovedTypeOwners } from "../stale-type-owners";

describe("forgetRemovedTypeOwners", () => {
  it("frees the node types of plugins that are no longer configured, and keeps the others", () => {
    const typeOwners = {
      pluginsToTypes: new Map([
        ["gatsby-transformer-json", new Set(["SitoJson", "TalksJson"])],
        ["gatsby-source-filesystem", new Set(["File"])],
      ]),
      typesToPlugins: new Map([
        ["SitoJson", "gatsby-transformer-json"],
        ["TalksJson", "gatsby-transformer-json"],
        ["File", "gatsby-source-filesystem"],
      ]),
    };
    const store = { getState: () => ({ typeOwners, flattenedPlugins: [{ name: "gatsby-source-filesystem" }, { name: "default-site-plugin" }] }) };

    expect(forgetRemovedTypeOwners(store)).toEqual(["SitoJson", "TalksJson"]);
    expect([...typeOwners.typesToPlugins]).toEqual([["File", "gatsby-source-filesystem"]]);
    expect([...typeOwners.pluginsToTypes.keys()]).toEqual(["gatsby-source-filesystem"]);
  });

  it("does nothing on a state without them", () => {
    expect(forgetRemovedTypeOwners({ getState: () => ({}) })).toEqual([]);
  });
});
