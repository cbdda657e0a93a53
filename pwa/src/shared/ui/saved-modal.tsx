import { Trans } from "@lingui/react/macro";
import { type ReactNode, useSyncExternalStore } from "react";
import { useOnline } from "../sync/use-online.js";
import { Modal } from "./modal.js";
import type { Confirmation } from "./use-confirmed-save.js";

/** The confirmation after a save that went to the device first (SPEC §2's success modal). */
export function SavedOnDeviceModal({
  confirmation,
  title,
  icon,
  onClose,
  next,
}: {
  confirmation: Confirmation;
  title: string;
  icon: ReactNode;
  onClose: () => void;
  /** A step the entry invites (a tyres maintenance: record the set it mounted), beside OK. */
  next?: ReactNode;
}) {
  const open = useSyncExternalStore(confirmation.subscribe, confirmation.isOpen);
  const online = useOnline();
  return (
    <Modal
      open={open}
      tone="success"
      icon={icon}
      title={title}
      onClose={onClose}
      bodyWhenClosed
      actions={
        <>
          {next}
          <button type="button" className="button" onClick={onClose}>
            <Trans>OK</Trans>
          </button>
        </>
      }
    >
      {online ? (
        <Trans>It's on this device now and on its way to the server.</Trans>
      ) : (
        <Trans>It's on this device now and reaches the server as soon as there is a connection.</Trans>
      )}
    </Modal>
  );
}
