import { createFileRoute } from "@tanstack/react-router";
import { SignInScreen } from "../features/accounts/sign-in-screen.js";

export const Route = createFileRoute("/signin")({ component: SignInScreen });
