import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordScreen } from "../features/accounts/reset-password-screen.js";

export const Route = createFileRoute("/reset-password")({
  // Plain checks, not a schema: route definitions load with the first screen.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordScreen token={token} />;
  },
});
