import { createFileRoute } from "@tanstack/react-router";
import { SecurityScreen } from "../../../features/account-controls/security-screen.js";

export const Route = createFileRoute("/_app/user/security")({ component: SecurityScreen });
