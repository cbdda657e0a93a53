import { Trans, useLingui } from "@lingui/react/macro";
import { qrSizes, type Vehicle, vehicleQrValue } from "@odo/domain";
import { useState } from "react";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { QrCode } from "../../shared/ui/qr-code.js";

/**
 * "Show QR" on the vehicle page (SPEC §2 "details QR"): a 180 px code naming the vehicle. Scanned
 * by someone who already has access it opens the vehicle; it grants nothing, so a workshop can
 * print it on a service sticker.
 */
export function VehicleQrButton({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = vehicle.fullname;
  return (
    <>
      <button type="button" className="action" onClick={() => setOpen(true)}>
        <Icon name="qr" />
        <span>{t`Show QR`}</span>
      </button>
      <Modal
        open={open}
        className="vehicle-qr"
        title={name}
        icon={<Icon name="qr" size={28} />}
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              <Trans>Close</Trans>
            </button>
            <button type="button" className="button" onClick={() => window.print()}>
              <Icon name="printer" size={18} />
              <Trans>Print</Trans>
            </button>
          </>
        }
      >
        <div className="qr-panel">
          {vehicle.plateNumber && <p className="vehicle-qr-plate">{vehicle.plateNumber}</p>}
          <QrCode value={vehicleQrValue(vehicle._id)} size={qrSizes.details} label={t`Vehicle QR code for ${name}`} />
          <p className="small-text">
            <Trans>
              Scan it in Odo to open this vehicle. It gives no access by itself: only people it is shared with can open
              it.
            </Trans>
          </p>
        </div>
      </Modal>
    </>
  );
}
