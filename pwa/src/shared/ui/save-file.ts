/** Hands a file to the browser's download (the share sheet on a phone). */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
