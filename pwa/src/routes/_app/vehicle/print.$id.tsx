import { createFileRoute } from "@tanstack/react-router";
import { ServiceHistoryPrint } from "../../../features/export/service-history-print.js";

export const Route = createFileRoute("/_app/vehicle/print/$id")({
  component: function PrintRoute() {
    return <ServiceHistoryPrint vehicleId={Route.useParams().id} />;
  },
});
