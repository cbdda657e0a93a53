import { createFileRoute } from "@tanstack/react-router";
import { NotificationsScreen } from "../../features/notifications/notifications-screen.js";

export const Route = createFileRoute("/_app/notifications")({ component: NotificationsScreen });
