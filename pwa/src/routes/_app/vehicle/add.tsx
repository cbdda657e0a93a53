import { createFileRoute } from "@tanstack/react-router";
import { VehicleAddScreen } from "../../../features/garage/vehicle-add-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/vehicle/add")({
  component: () => <VehicleAddScreen user={useSignedInUser()} />,
});
