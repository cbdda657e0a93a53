import { Trans, useLingui } from "@lingui/react/macro";
import { isAdmin, mayChangeEntry, type User, type Vehicle } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmModal } from "../ui/confirm-modal.js";
import { Icon } from "../ui/icons.js";

/**
 * Edit and delete on an entry's detail screen, for whoever may (the owner any entry, a workshop or
 * customer their own, an admin delete), the delete after a confirmation.
 */
export function EntryActions({
  me,
  vehicle,
  entry,
  editTo,
  confirmTitle,
  onDelete,
}: {
  me: User;
  vehicle: Vehicle;
  entry: { createdBy: string | null };
  editTo:
    | { to: "/maintenance/edit/$id/$mid"; params: { id: string; mid: string } }
    | { to: "/refuel/edit/$id/$rid"; params: { id: string; rid: string } };
  confirmTitle: string;
  onDelete: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const mayChange = mayChangeEntry(vehicle.access?.role ?? "owner", entry, me._id);
  const mayDelete = mayChange || isAdmin(me);
  if (!mayDelete) return null;
  return (
    <div className="row spread entry-actions">
      {mayChange && (
        <Link {...editTo} className="button secondary">
          <Icon name="pencil" size={18} />
          <Trans>Edit</Trans>
        </Link>
      )}
      <button type="button" className="button danger" onClick={() => setConfirming(true)}>
        <Icon name="trash" size={18} />
        <Trans>Delete</Trans>
      </button>
      <ConfirmModal
        open={confirming}
        destructive
        busy={busy}
        title={confirmTitle}
        icon={<Icon name="trash" size={28} />}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setBusy(true);
          void onDelete().finally(() => setBusy(false));
        }}
      >
        <Trans>It leaves the vehicle's history on every device, and its status and spending follow.</Trans>
      </ConfirmModal>
    </div>
  );
}
