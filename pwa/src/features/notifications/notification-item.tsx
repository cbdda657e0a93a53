import { useLingui } from "@lingui/react/macro";
import type { Notification } from "@odo/domain";
import { whenRelative } from "../../shared/i18n/format.js";
import { useDatabase } from "../../shared/sync/context.js";
import { markRead } from "../../shared/sync/notification-read.js";
import { notificationText } from "./notification-text.js";

export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const db = useDatabase();
  const when = whenRelative(notification.createdAt);
  return (
    <li>
      <button
        type="button"
        className={`notification ${notification.read ? "" : "unread"}`}
        onClick={() => void markRead(db, notification)}
      >
        {!notification.read && <span className="dot" aria-hidden="true" />}
        <span className="notification-text">
          {!notification.read && <span className="visually-hidden">{t`Unread:`} </span>}
          {notificationText(notification)}
        </span>
        <time dateTime={notification.createdAt}>{when}</time>
      </button>
    </li>
  );
}
