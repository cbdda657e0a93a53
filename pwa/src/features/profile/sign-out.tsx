import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { unsubscribeThisDevice } from "../../shared/notifications/web-push.js";
import { api } from "../../shared/session/api.js";
import { endSession } from "../../shared/session/session-store.js";
import { pendingChangesOf } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";

/**
 * Signs out at once when everything is synced; with unsent changes it says how many would wait
 * on this device (they are kept and sent at the next sign-in) and asks first.
 */
export function SignOutButton({ userId }: { userId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [pending, setPending] = useState(0);

  const signOut = async () => {
    // This phone stops showing the user's reminders once they are signed out of it.
    await unsubscribeThisDevice().catch(() => undefined);
    // Its session ends on the server too, when it can be reached: it leaves the list of devices.
    await api("/users/sign-out", { method: "POST" }).catch(() => undefined);
    endSession();
    void navigate({ to: "/" });
  };
  const ask = async () => {
    const count = await pendingChangesOf(userId);
    if (count === 0) await signOut();
    else setPending(count);
  };

  return (
    <>
      <button type="button" className="option danger" onClick={() => void ask()}>
        <Icon name="logout" />
        <span>
          <Trans>Sign out</Trans>
        </span>
      </button>
      <Modal
        open={pending > 0}
        tone="danger"
        icon={<Icon name="cloudOff" size={28} />}
        title={t`Sign out with unsent changes?`}
        onClose={() => setPending(0)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setPending(0)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" className="button danger" onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </button>
          </>
        }
      >
        <Plural
          value={pending}
          one="# change hasn't reached the server yet. It stays on this device and is sent when you sign in again."
          other="# changes haven't reached the server yet. They stay on this device and are sent when you sign in again."
        />
      </Modal>
    </>
  );
}
