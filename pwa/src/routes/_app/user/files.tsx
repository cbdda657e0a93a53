import { createFileRoute } from "@tanstack/react-router";
import { StorageScreen } from "../../../features/attachment/storage-screen.js";

export const Route = createFileRoute("/_app/user/files")({ component: StorageScreen });
