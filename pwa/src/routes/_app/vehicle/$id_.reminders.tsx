import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { RemindersScreen } from "../../../features/reminder/reminders-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/vehicle/$id_/reminders")({
  // `add` opens the new reminder's form at once (a workshop setting the next service at handover).
  validateSearch: z.object({ add: z.boolean().optional().catch(undefined) }),
  component: function RemindersRoute() {
    return <RemindersScreen vehicleId={Route.useParams().id} user={useSignedInUser()} adding={Route.useSearch().add} />;
  },
});
