import { createFileRoute } from "@tanstack/react-router";
import { CalendarScreen } from "../../../features/calendar/calendar-screen.js";

export const Route = createFileRoute("/_app/user/calendar")({ component: CalendarScreen });
