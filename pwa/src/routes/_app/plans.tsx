import { createFileRoute } from "@tanstack/react-router";
import { PlansScreen } from "../../features/plans/plans-screen.js";

export const Route = createFileRoute("/_app/plans")({ component: PlansScreen });
