/// <reference lib="webworker" />
import { keepSharedFiles, sharedFiles } from "../shared/pwa/shared-files.js";

/**
 * The manifest's `share_target`: a receipt photo or a workshop's PDF shared from WhatsApp or the
 * gallery arrives here as a POST, offline too. Its files are kept on the phone and Odo opens on
 * `/shared`, which asks for the vehicle and opens a maintenance with them attached.
 */
export async function sharedToOdo(request: Request): Promise<Response> {
  try {
    const form = await request.formData();
    const files = form.getAll(sharedFiles.field).filter((value): value is File => value instanceof File);
    if (files.length === 0) return Response.redirect("/shared", 303);
    return Response.redirect(`/shared?batch=${await keepSharedFiles(files, new Date())}`, 303);
  } catch {
    return Response.redirect("/shared", 303);
  }
}
