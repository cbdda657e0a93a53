import { createFileRoute } from "@tanstack/react-router";
import { SignUpScreen } from "../features/accounts/sign-up-screen.js";

export const Route = createFileRoute("/signup")({ component: SignUpScreen });
