import { createFileRoute } from "@tanstack/react-router";
import { RemindersScreen } from "../../../features/reminder/reminders-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/vehicle/$id_/reminders")({
  component: function RemindersRoute() {
    return <RemindersScreen vehicleId={Route.useParams().id} user={useSignedInUser()} />;
  },
});
