import { createFileRoute } from "@tanstack/react-router";
import { HistoryLinkScreen } from "../features/verify/history-link-screen.js";
import { loadAppWords } from "../shared/i18n/i18n.js";

/** Public: a history an owner shared by link, read-only and checked. */
export const Route = createFileRoute("/history/$token")({
  beforeLoad: () => loadAppWords(),
  component: function HistoryLinkRoute() {
    return <HistoryLinkScreen token={Route.useParams().token} />;
  },
});
