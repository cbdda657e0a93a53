import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ResetPasswordScreen } from "../features/accounts/reset-password-screen.js";

export const Route = createFileRoute("/reset-password")({
  validateSearch: z.object({ token: z.string().optional() }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordScreen token={token} />;
  },
});
