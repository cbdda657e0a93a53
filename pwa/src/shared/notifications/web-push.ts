import { api, NetworkError } from "../session/api.js";

/** Whether this browser receives the user's pushes, and why not. */
export type PushAvailability = "unsupported" | "blocked" | "off" | "on";

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator) || typeof PushManager === "undefined") return undefined;
  return navigator.serviceWorker.getRegistration();
}

export async function pushAvailability(): Promise<PushAvailability> {
  const worker = await registration();
  if (!worker || typeof Notification === "undefined") return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return (await worker.pushManager.getSubscription()) ? "on" : "off";
}

/**
 * Asks the browser for permission, subscribes to the server's VAPID key and hands the
 * subscription to the server. Needs the network (the push service and our server).
 */
export async function subscribeThisDevice(): Promise<PushAvailability> {
  const worker = await registration();
  if (!worker || typeof Notification === "undefined") return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "blocked";
  const config = await api<{ pushPublicKey: string }>("/config", { auth: false });
  if (config.status !== 200) throw new NetworkError("no push key");
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: config.body.pushPublicKey }));
  const saved = await api("/users/push-subscriptions", { method: "POST", body: subscription.toJSON() });
  if (saved.status !== 201) throw new NetworkError("subscription refused");
  return "on";
}

/**
 * Stops pushes to this browser: tells the server when it can (offline, the push service's 410 for
 * the dead subscription tells it later), and always drops the subscription here.
 */
export async function unsubscribeThisDevice(): Promise<PushAvailability> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return "off";
  await api("/users/push-subscriptions", { method: "DELETE", body: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  await subscription.unsubscribe();
  return "off";
}

/** Drops this browser's subscription without a word to the server: for an account the server has already deleted. */
export async function dropPushSubscription(): Promise<void> {
  await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
}
