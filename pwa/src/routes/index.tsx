import { createFileRoute } from "@tanstack/react-router";
import { LandingScreen } from "../features/landing/landing-screen.js";

export const Route = createFileRoute("/")({ component: LandingScreen });
