import { useRef, useState } from "react";
import { showToast } from "./toasts.js";

/**
 * A save to the device confirmed in the frame after the tap, while its IndexedDB transaction
 * takes a few frames more. Leaving the confirmation waits for the write; a failed write closes
 * the confirmation and says so, with what was typed still on the screen.
 */
export function useConfirmedSave(failureText: string) {
  const [confirmed, setConfirmed] = useState(false);
  const writing = useRef<Promise<boolean>>(Promise.resolve(true));
  const save = (write: () => Promise<unknown>) => {
    setConfirmed(true);
    writing.current = write().then(
      () => true,
      () => {
        setConfirmed(false);
        showToast(failureText, "danger");
        return false;
      },
    );
  };
  const whenWritten = (next: () => void) => void writing.current.then((written) => written && next());
  return { confirmed, save, whenWritten };
}
