// The fake Web Push service and its test subscriptions (README.md beside this file).
export {
  serviceOriginOf,
  startFakePushService,
  type FakePushService,
  type FakePushServiceOptions,
  type ReceivedMessage,
  type ScriptedAnswer,
  type Stall,
} from "./server";
export { makeTestSubscription, type PushSubscriptionJson, type TestSubscription } from "./subscriptions";
export { decryptPushBody } from "./decrypt";
export { checkVapid, type VapidClaims } from "./vapid";
