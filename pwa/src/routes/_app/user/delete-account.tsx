import { createFileRoute } from "@tanstack/react-router";
import { DeleteAccountScreen } from "../../../features/account-controls/delete-account-screen.js";

export const Route = createFileRoute("/_app/user/delete-account")({ component: DeleteAccountScreen });
