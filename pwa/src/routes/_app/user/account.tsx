import { createFileRoute } from "@tanstack/react-router";
import { ProfileEditScreen } from "../../../features/account-controls/profile-edit-screen.js";

export const Route = createFileRoute("/_app/user/account")({ component: ProfileEditScreen });
