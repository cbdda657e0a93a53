import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { RemindersScreen } from "../../../features/reminder/reminders-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/vehicle/$id_/reminders")({
  // `add` opens the new reminder's form at once; `next`, as the owner's next service (a workshop at handover).
  validateSearch: z.object({
    add: z.boolean().optional().catch(undefined),
    next: z.boolean().optional().catch(undefined),
  }),
  component: function RemindersRoute() {
    const search = Route.useSearch();
    return (
      <RemindersScreen
        vehicleId={Route.useParams().id}
        user={useSignedInUser()}
        adding={search.add}
        nextService={search.next}
      />
    );
  },
});
