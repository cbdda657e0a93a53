import { useRouterState } from "@tanstack/react-router";
import { useEffect, useSyncExternalStore } from "react";

export interface Toast {
  id: number;
  text: string;
  tone: "info" | "danger" | "success";
  /** Screens opened since it was shown: it goes with the one after the screen it was meant for. */
  routes: number;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Shows a short message at the top of the screen for a few seconds (never over a form's buttons,
 * which sit low). A toast shown just before a screen opens ("Settings saved", then the vehicle)
 * stays for that screen and goes with the next one.
 */
export function showToast(text: string, tone: Toast["tone"] = "info", durationMs = 5_000): void {
  const toast = { id: nextId++, text, tone, routes: 0 };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), durationMs);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** A new screen opened: toasts that already lived through one go. */
function routeChanged(): void {
  const kept = toasts.filter((toast) => toast.routes === 0).map((toast) => ({ ...toast, routes: 1 }));
  if (kept.length === 0 && toasts.length === 0) return;
  toasts = kept;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The live region where toasts appear; screen readers announce them. */
export function Toasts({ dismissLabel }: { dismissLabel: string }) {
  const current = useSyncExternalStore(subscribe, () => toasts);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen's path changes.
  useEffect(() => routeChanged(), [pathname]);
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
