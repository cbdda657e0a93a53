import { createFileRoute } from "@tanstack/react-router";
import { UnitsScreen } from "../../../features/profile/units-screen.js";

export const Route = createFileRoute("/_app/user/units")({ component: UnitsScreen });
