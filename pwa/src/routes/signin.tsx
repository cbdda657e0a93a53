import { createFileRoute } from "@tanstack/react-router";
import { SignInScreen } from "../features/accounts/sign-in-screen.js";
import { returnSearch } from "../shared/routing/search.js";

// `next`: the screen to go back to once signed in (a link opened signed out, a session that ended).
export const Route = createFileRoute("/signin")({ validateSearch: returnSearch, component: SignInScreen });
