import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { useBell } from "../../data/notifications.js";
import { NotSavedNotice } from "../../shared/shell/not-saved-chip.js";
import { Icon } from "../../shared/ui/icons.js";
import { useDismiss } from "../../shared/ui/use-dismiss.js";
import { NotificationItem } from "./notification-item.js";

/** The top-bar bell: an unread badge and the 5 newest notifications in a dropdown (SPEC §2). */
export function NotificationBell() {
  const { t } = useLingui();
  const { latest, unread } = useBell();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, root, () => setOpen(false));

  return (
    <div className="bell" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        onClick={() => setOpen(!open)}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className="badge" aria-hidden="true">
            {unread > 9 ? "9+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="dropdown">
          <h2 className="dropdown-title">
            <Trans>Notifications</Trans>
          </h2>
          <NotSavedNotice onNavigate={() => setOpen(false)} />
          {latest.length === 0 ? (
            <p className="muted">
              <Trans>No notifications yet.</Trans>
            </p>
          ) : (
            <ul className="notification-list">
              {latest.map((notification) => (
                <NotificationItem key={notification._id} notification={notification} />
              ))}
            </ul>
          )}
          <Link to="/notifications" className="text-link" onClick={() => setOpen(false)}>
            <Trans>See all</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
