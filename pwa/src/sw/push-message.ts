/** What the server's push carries (sync-server/src/notifications/deliver.ts `PushMessage`). */
interface PushMessage {
  title: string;
  body: string;
  tag: string;
  url: string;
}

const isPushMessage = (value: unknown): value is PushMessage =>
  typeof value === "object" &&
  value !== null &&
  ["title", "body", "tag", "url"].every((key) => typeof (value as Record<string, unknown>)[key] === "string");

/** The system notification for a push, or null for a payload that is not ours. */
export function pushedNotification(text: string): { title: string; options: NotificationOptions } | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPushMessage(message)) return null;
  return {
    title: message.title,
    options: { body: message.body, tag: message.tag, data: { url: message.url }, icon: "/icons/icon-192.png" },
  };
}

/** Where a tapped notification leads: its own app path, else the garage. */
export function notificationTarget(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/user";
}
