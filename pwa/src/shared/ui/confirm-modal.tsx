import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Modal } from "./modal.js";

/** A question before an action: Cancel, or the action itself (red when it takes something away). */
export function ConfirmModal({
  open,
  title,
  icon,
  destructive = false,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  icon?: ReactNode;
  destructive?: boolean;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      tone={destructive ? "danger" : "neutral"}
      icon={icon}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className={destructive ? "button danger" : "button"}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
