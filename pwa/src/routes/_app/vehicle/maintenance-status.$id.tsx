import { createFileRoute } from "@tanstack/react-router";
import { DetailedStatusScreen } from "../../../features/maintenance/detailed-status-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/vehicle/maintenance-status/$id")({
  component: function DetailedStatusRoute() {
    return <DetailedStatusScreen vehicleId={Route.useParams().id} user={useSignedInUser()} />;
  },
});
