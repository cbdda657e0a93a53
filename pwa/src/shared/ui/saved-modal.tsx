import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Modal } from "./modal.js";

/** The confirmation after a save that went to the device first (SPEC §2's success modal). */
export function SavedOnDeviceModal({
  open,
  title,
  icon,
  onClose,
}: {
  open: boolean;
  title: string;
  icon: ReactNode;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      tone="success"
      icon={icon}
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>Accept</Trans>
        </button>
      }
    >
      <Trans>It's on this device now and reaches the server as soon as there is a connection.</Trans>
    </Modal>
  );
}
