import { createFileRoute } from "@tanstack/react-router";
import { VerifyScreen } from "../features/verify/verify-screen.js";
import { loadAppWords } from "../shared/i18n/i18n.js";

/** Public: anyone checks a history, signed in or not. */
export const Route = createFileRoute("/verify")({
  beforeLoad: () => loadAppWords(),
  component: VerifyScreen,
});
