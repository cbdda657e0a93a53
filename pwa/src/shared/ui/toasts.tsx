import { useSyncExternalStore } from "react";

export interface Toast {
  id: number;
  text: string;
  tone: "info" | "danger" | "success";
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a short message at the bottom of the screen for a few seconds. */
export function showToast(text: string, tone: Toast["tone"] = "info", durationMs = 6_000): void {
  const toast = { id: nextId++, text, tone };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), durationMs);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The live region where toasts appear; screen readers announce them. */
export function Toasts({ dismissLabel }: { dismissLabel: string }) {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {current.map((toast) => (
        <div key={toast.id} className={`toast tone-${toast.tone}`}>
          <span>{toast.text}</span>
          <button
            type="button"
            className="icon-button"
            onClick={() => dismissToast(toast.id)}
            aria-label={dismissLabel}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
