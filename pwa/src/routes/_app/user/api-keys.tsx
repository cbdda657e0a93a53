import { createFileRoute } from "@tanstack/react-router";
import { ApiKeysScreen } from "../../../features/api-keys/api-keys-screen.js";

export const Route = createFileRoute("/_app/user/api-keys")({ component: ApiKeysScreen });
