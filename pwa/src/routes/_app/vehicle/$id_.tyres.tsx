import { createFileRoute } from "@tanstack/react-router";
import { TyresScreen } from "../../../features/tyre/tyres-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/vehicle/$id_/tyres")({
  component: function TyresRoute() {
    return <TyresScreen vehicleId={Route.useParams().id} user={useSignedInUser()} />;
  },
});
