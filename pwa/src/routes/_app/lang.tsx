import { createFileRoute } from "@tanstack/react-router";
import { LanguageScreen } from "../../features/language/language-screen.js";

export const Route = createFileRoute("/_app/lang")({ component: LanguageScreen });
