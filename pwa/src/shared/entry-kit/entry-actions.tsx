import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError, isAdmin, isMessageKey, mayChangeEntry, type User, type Vehicle } from "@odo/domain";
import { Link, type LinkProps, type RegisteredRouter, type ValidateLinkOptions } from "@tanstack/react-router";
import { useState } from "react";
import { messageText } from "../i18n/messages.js";
import { useOnline } from "../sync/use-online.js";
import { ConfirmModal } from "../ui/confirm-modal.js";
import { Icon } from "../ui/icons.js";
import { Modal } from "../ui/modal.js";

/**
 * Edit and delete on an entry's detail screen, for whoever may (the owner any entry, a workshop its
 * own, a customer may correct their own but delete none, an admin delete), the delete after a
 * confirmation.
 */
export function EntryActions<TOptions>({
  me,
  vehicle,
  entry,
  editTo,
  confirmTitle,
  onDelete,
  onDeleted,
}: {
  me: User;
  vehicle: Vehicle;
  entry: { createdBy: string | null };
  editTo: ValidateLinkOptions<RegisteredRouter, TOptions>;
  confirmTitle: string;
  /** Deletes the entry on the device (the outbox takes it to the server). */
  onDelete: () => Promise<void>;
  /** Called once it is deleted (the screen's entry is gone from the device by then). */
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const role = vehicle.access?.role ?? "owner";
  const mayChange = mayChangeEntry(role, entry, me._id, "edit");
  const mayDelete = mayChangeEntry(role, entry, me._id, "delete") || isAdmin(me);
  if (!mayChange && !mayDelete) return null;
  const remove = async () => {
    setBusy(true);
    setFailure("");
    try {
      await onDelete();
    } catch (error) {
      // Refused on the device (the same rule the server applies), or the device could not store it.
      const reason = error instanceof ApiError && isMessageKey(error.message) ? messageText(error.message) : "";
      setFailure(reason || t`It could not be deleted on this device. Nothing changed; try again.`);
      return;
    } finally {
      setBusy(false);
    }
    setConfirming(false);
    onDeleted();
  };
  return (
    <div className="row spread entry-actions">
      {mayChange && (
        <Link {...(editTo as LinkProps)} className="button secondary">
          <Icon name="pencil" size={18} />
          <Trans>Edit</Trans>
        </Link>
      )}
      {mayDelete && (
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          <Icon name="trash" size={18} />
          <Trans>Delete</Trans>
        </button>
      )}
      <ConfirmModal
        open={confirming}
        destructive
        busy={busy}
        title={confirmTitle}
        icon={<Icon name="trash" size={28} />}
        confirmLabel={t`Delete`}
        onCancel={() => {
          setConfirming(false);
          setFailure("");
        }}
        onConfirm={() => void remove()}
      >
        <Trans>It leaves the vehicle's history on every device, and its status and spending follow.</Trans>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
      </ConfirmModal>
    </div>
  );
}

/** SPEC §4's success modal after a refuel is deleted; closing it goes on. */
export function DeletedModal({ title, onClose }: { title: string; onClose: () => void }) {
  const online = useOnline();
  return (
    <Modal
      open
      tone="success"
      icon={<Icon name="check" size={28} />}
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>OK</Trans>
        </button>
      }
    >
      {online ? (
        <Trans>It's gone from this device and on its way off the server.</Trans>
      ) : (
        <Trans>It's gone from this device and leaves the server as soon as there is a connection.</Trans>
      )}
    </Modal>
  );
}
