import { Trans, useLingui } from "@lingui/react/macro";
import { useNotifications } from "../../data/notifications.js";
import { NotSavedNotice } from "../../shared/shell/not-saved-chip.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { NotificationItem } from "./notification-item.js";

/** `/notifications`: every notification, newest first; a click marks one read. */
export function NotificationsScreen() {
  const { t } = useLingui();
  const notifications = useNotifications();
  return (
    <main id="main" className="page">
      <PageHeader title={t`Notifications`} back={{ to: "/user" }} backLabel={t`Back`} />
      <NotSavedNotice />
      {notifications === undefined ? (
        <Spinner label={t`Loading…`} />
      ) : notifications.length === 0 ? (
        <div className="card empty">
          <p>
            <Trans>No notifications yet. You'll find what comes due, transfers and shares here.</Trans>
          </p>
        </div>
      ) : (
        <ul className="card notification-list">
          {notifications.map((notification) => (
            <NotificationItem key={notification._id} notification={notification} />
          ))}
        </ul>
      )}
    </main>
  );
}
