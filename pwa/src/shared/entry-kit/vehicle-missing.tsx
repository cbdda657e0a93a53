import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** A vehicle that is not on this device: deleted, transferred, or never here. */
export function VehicleMissing() {
  return (
    <main id="main" className="page narrow center">
      <h1>
        <Trans>Vehicle not found</Trans>
      </h1>
      <p>
        <Trans>It may have been removed or handed over to someone else.</Trans>
      </p>
      <Link to="/user" className="button">
        <Trans>Back to your garage</Trans>
      </Link>
    </main>
  );
}
