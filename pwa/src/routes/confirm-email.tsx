import { createFileRoute } from "@tanstack/react-router";
import { ConfirmEmailScreen } from "../features/accounts/confirm-email-screen.js";

export const Route = createFileRoute("/confirm-email")({
  // Plain checks, not a schema: route definitions load with the first screen.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: function ConfirmEmailRoute() {
    const { token } = Route.useSearch();
    return <ConfirmEmailScreen token={token} />;
  },
});
