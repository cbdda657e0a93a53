import { type Attachment, extensionOfType } from "@odo/domain";

/**
 * A file name a header can carry: ASCII as a fallback, the real one in `filename*` (RFC 6266). A
 * PDF is a download, never shown inline from the server's address: a browser's PDF viewer may run
 * a PDF's scripts, and the app opens it from the device's copy instead.
 */
function disposition(name: string, extension: string): string {
  const full = name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
  const ascii = full.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const how = extension === "pdf" ? "attachment" : "inline";
  return `${how}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

/** The headers a file is served with, wherever it is served from; `cacheControl` is the route's. */
export function fileHeaders(attachment: Attachment, cacheControl: string): Record<string, string | number> {
  return {
    "content-type": attachment.mediaType,
    "content-length": attachment.bytes,
    "content-disposition": disposition(attachment.name, extensionOfType[attachment.mediaType]),
    "x-content-type-options": "nosniff",
    // Opened by itself, the file runs nothing and reaches nothing.
    "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "cache-control": cacheControl,
    etag: `"${attachment.sha256}"`,
  };
}
