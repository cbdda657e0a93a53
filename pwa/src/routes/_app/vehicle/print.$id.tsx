import { historyTokenSchema } from "@odo/domain";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ServiceHistoryPrint } from "../../../features/export/service-history-print.js";

export const Route = createFileRoute("/_app/vehicle/print/$id")({
  // A shared history's link prints its QR on the page; a token that is not one is left out.
  validateSearch: z.object({ link: historyTokenSchema.optional().catch(undefined) }),
  component: function PrintRoute() {
    return <ServiceHistoryPrint vehicleId={Route.useParams().id} link={Route.useSearch().link} />;
  },
});
