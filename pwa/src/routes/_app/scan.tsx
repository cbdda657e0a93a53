import { createFileRoute } from "@tanstack/react-router";
import { ScanScreen } from "../../features/sharing/scan-screen.js";

export const Route = createFileRoute("/_app/scan")({ component: ScanScreen });
