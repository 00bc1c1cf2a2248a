// Whether a build has notifications is a node of its own, so that Gatsby's cache cannot keep the texts
// of the other kind of build (a warm .cache built without VAPID_PUBLIC_KEY served its privacy page).
import { createHash } from "node:crypto";
import { PUSH_BUILD_TYPE, sourcePushBuildNode } from "../push-build-node";
import { siteFieldExtensions } from "../schema/site-types";
import { TEST_VAPID_PUBLIC_KEY } from "../../scripts/test/push-test-keys";

type Created = { attive: boolean; internal: { type: string; contentDigest: string } };

function sourcedWith(key: string | undefined): Created {
  const saved = process.env.VAPID_PUBLIC_KEY;
  if (key === undefined) delete process.env.VAPID_PUBLIC_KEY;
  else process.env.VAPID_PUBLIC_KEY = key;
  const created: Created[] = [];
  try {
    const args = {
      actions: { createNode: (node: Created) => void created.push(node) },
      createNodeId: (name: string) => `id-${name}`,
      createContentDigest: (value: unknown) => createHash("md5").update(JSON.stringify(value)).digest("hex"),
    };
    void (sourcePushBuildNode as unknown as (a: typeof args) => void)(args);
  } finally {
    if (saved === undefined) delete process.env.VAPID_PUBLIC_KEY;
    else process.env.VAPID_PUBLIC_KEY = saved;
  }
  return created[0];
}

const notifiche = siteFieldExtensions.find((extension) => extension.name === "pushNotifications")!.extend(undefined as never) as {
  resolve: (
    source: object,
    args: unknown,
    context: { nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<{ attive?: boolean }> }> } },
  ) => Promise<unknown>;
};
const source = {
  dataFine: "2031-06-20",
  organizzatore: { nome: "Associazione Incroci" },
  privacy: { ospite: "Ospite Esempio", scopo: "Solo per gli avvisi.", cancellazione: "Premi il pulsante." },
};
const contextWith = (nodes: { attive?: boolean }[]) => ({
  nodeModel: { findAll: async ({ type }: { type: string }) => ({ entries: type === PUSH_BUILD_TYPE ? nodes : [] }) },
});

it("gives a build with the key and one without nodes of different digests", () => {
  const on = sourcedWith(TEST_VAPID_PUBLIC_KEY);
  const off = sourcedWith(undefined);
  expect(on).toMatchObject({ attive: true, internal: { type: PUSH_BUILD_TYPE } });
  expect(off).toMatchObject({ attive: false, internal: { type: PUSH_BUILD_TYPE } });
  expect(on.internal.contentDigest).not.toBe(off.internal.contentDigest);
});

it("resolves sito.json's notifiche from the build's node: texts when it has notifications, null otherwise", async () => {
  await expect(notifiche.resolve(source, {}, contextWith([{ attive: true }]))).resolves.toMatchObject({ avviso: expect.stringContaining("Ospite Esempio") });
  await expect(notifiche.resolve(source, {}, contextWith([{ attive: false }]))).resolves.toBeNull();
  await expect(notifiche.resolve(source, {}, contextWith([]))).resolves.toBeNull();
});
