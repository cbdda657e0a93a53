import { createFileRoute } from "@tanstack/react-router";
import { UserIntegrationsScreen } from "../../../features/integrations/user-integrations-screen.js";

export const Route = createFileRoute("/_app/user/integrations")({ component: UserIntegrationsScreen });
