import { createFileRoute } from "@tanstack/react-router";
import { RefuelDetailScreen } from "../../../features/refuel/refuel-detail-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/refuel/detail/$id/$rid")({
  component: function RefuelDetailRoute() {
    const { id, rid } = Route.useParams();
    return <RefuelDetailScreen vehicleId={id} refuelId={rid} user={useSignedInUser()} />;
  },
});
