import { useRef, useState } from "react";
import { afterNextPaint } from "./after-next-paint.js";
import { showToast } from "./toasts.js";

/**
 * Whether a save's confirmation shows. It lives outside the screen's state so that opening it
 * re-renders the confirmation alone, not the form under it.
 */
export interface Confirmation {
  readonly isOpen: () => boolean;
  readonly subscribe: (listener: () => void) => () => void;
}

function confirmationFlag(): Confirmation & { set: (open: boolean) => void } {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      open = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * A save to the device confirmed in the frame after the tap. The IndexedDB write starts once that
 * frame is painted: the transaction, and the live queries it wakes, would otherwise hold the
 * confirmation back by a frame. Leaving the confirmation waits for the write; a failed write closes
 * the confirmation and says so, with what was typed still on the screen.
 */
export function useConfirmedSave(failureText: string) {
  const [flag] = useState(confirmationFlag);
  const confirmation: Confirmation = flag;
  const writing = useRef<Promise<boolean>>(Promise.resolve(true));
  const save = (write: () => Promise<unknown>) => {
    flag.set(true);
    writing.current = afterNextPaint()
      .then(write)
      .then(
        () => true,
        () => {
          flag.set(false);
          showToast(failureText, "danger");
          return false;
        },
      );
  };
  const whenWritten = (next: () => void) => void writing.current.then((written) => written && next());
  return { confirmation, save, whenWritten };
}
