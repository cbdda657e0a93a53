import { createFileRoute } from "@tanstack/react-router";
import { ActivateScreen } from "../features/accounts/activate-screen.js";

export const Route = createFileRoute("/activate/$token")({
  component: function ActivateRoute() {
    const { token } = Route.useParams();
    return <ActivateScreen token={token} />;
  },
});
