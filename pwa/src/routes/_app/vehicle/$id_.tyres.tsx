import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { TyresScreen } from "../../../features/tyre/tyres-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/vehicle/$id_/tyres")({
  // `add` opens a new set's form; `at` and `km`, a tyres maintenance's: the set then goes on there.
  validateSearch: z.object({
    add: z.boolean().optional().catch(undefined),
    at: z.string().max(40).optional().catch(undefined),
    km: z.number().nonnegative().optional().catch(undefined),
  }),
  component: function TyresRoute() {
    const search = Route.useSearch();
    return (
      <TyresScreen
        vehicleId={Route.useParams().id}
        user={useSignedInUser()}
        adding={search.add ? { at: search.at, km: search.km } : undefined}
      />
    );
  },
});
