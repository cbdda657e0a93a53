import { createFileRoute } from "@tanstack/react-router";
import { SupportScreen } from "../../features/support/support-screen.js";

export const Route = createFileRoute("/_app/support")({ component: SupportScreen });
