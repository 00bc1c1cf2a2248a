// The browser's calls to /api/notifiche: what each answer means for the visitor's line.
import { deleteSubscription, postSubscription } from "../subscription-requests";

const subscription = {
  endpoint: "https://fcm.googleapis.com/fcm/send/prova",
  toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/prova", keys: { p256dh: "chiave", auth: "segreto" } }),
} as unknown as PushSubscription;

// jsdom has no Response: the two fields the client reads.
const answering = (status: number) => jest.fn(async () => Promise.resolve({ ok: status >= 200 && status < 300, status } as Response));
afterEach(() => jest.restoreAllMocks());

it.each([
  [200, "ok"],
  [204, "ok"],
  // The per-address limit (issue 50): a shared Wi-Fi is told why, not just "error".
  [429, "busy"],
  [400, "error"],
  [503, "error"],
])("an answer %i is %s", async (status, outcome) => {
  globalThis.fetch = answering(status);
  await expect(postSubscription(subscription, ["evento"])).resolves.toBe(outcome);
  await expect(deleteSubscription(subscription.endpoint)).resolves.toBe(outcome);
});

it("sends JSON, as the API's gate requires, and is offline when nothing answers", async () => {
  const sent = answering(200);
  globalThis.fetch = sent;
  await postSubscription(subscription, ["evento"]);
  expect(sent).toHaveBeenCalledWith("/api/notifiche", expect.objectContaining({ method: "POST", headers: { "Content-Type": "application/json" } }));
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError("Failed to fetch");
  });
  await expect(postSubscription(subscription, ["evento"])).resolves.toBe("offline");
});
