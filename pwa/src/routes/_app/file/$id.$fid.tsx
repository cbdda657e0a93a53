import { createFileRoute } from "@tanstack/react-router";
import { FileViewerScreen } from "../../../features/attachment/file-viewer-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/file/$id/$fid")({
  component: function FileViewerRoute() {
    const { id, fid } = Route.useParams();
    return <FileViewerScreen vehicleId={id} fileId={fid} meId={useSignedInUser()._id} />;
  },
});
