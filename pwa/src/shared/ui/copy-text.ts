import { showToast } from "./toasts.js";

/**
 * Copies `text` to the clipboard and says so; a browser that refuses (no permission, no secure
 * context) gets the caller's other way ("show the QR", "select it"), never silence.
 */
export async function copyText(text: string, said: { copied: string; refused: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(said.copied, "success");
  } catch {
    showToast(said.refused, "danger");
  }
}
