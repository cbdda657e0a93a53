import { Trans, useLingui } from "@lingui/react/macro";
import { distance } from "../i18n/format.js";
import { ConfirmModal } from "./confirm-modal.js";
import { Icon } from "./icons.js";

/**
 * Asked before saving a reading far above the vehicle's last one (`isImplausibleJump`): a typed
 * extra digit would otherwise push the odometer, and every later reading, out of reach.
 */
export function ConfirmReading({
  reading,
  currentKm,
  onConfirm,
  onCancel,
}: {
  reading: number | null;
  currentKm: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const typed = distance(reading ?? 0);
  const current = distance(currentKm);
  const more = distance(Math.max((reading ?? 0) - currentKm, 0));
  return (
    <ConfirmModal
      open={reading !== null}
      title={t`Is ${typed} right?`}
      icon={<Icon name="alert" size={28} />}
      confirmLabel={t`Yes, save it`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Trans>
        That is {more} more than this vehicle's last reading ({current}). Check the number before saving it.
      </Trans>
    </ConfirmModal>
  );
}
