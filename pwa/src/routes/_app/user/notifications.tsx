import { createFileRoute } from "@tanstack/react-router";
import { NotificationSettingsScreen } from "../../../features/notifications/notification-settings-screen.js";

export const Route = createFileRoute("/_app/user/notifications")({ component: NotificationSettingsScreen });
