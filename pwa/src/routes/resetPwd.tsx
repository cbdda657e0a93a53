import { createFileRoute } from "@tanstack/react-router";
import { SignInScreen } from "../features/accounts/sign-in-screen.js";

/** SPEC §2: resetPwd shows the sign-in screen. */
export const Route = createFileRoute("/resetPwd")({ component: SignInScreen });
