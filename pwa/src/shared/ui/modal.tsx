import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes on Escape and restores
 * focus afterwards. `tone` colours the icon circle.
 */
export function Modal({
  open,
  title,
  onClose,
  icon,
  tone = "neutral",
  children,
  actions,
  bodyWhenClosed = false,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  icon?: ReactNode;
  tone?: "success" | "danger" | "neutral";
  children?: ReactNode;
  actions: ReactNode;
  /** Keeps the closed dialog's content built, so opening it in the frame of a tap builds nothing. */
  bodyWhenClosed?: boolean;
  /** A name for styles of this dialog alone, such as what it prints. */
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {(open || bodyWhenClosed) && (
        <div className="modal-body">
          {icon && <div className={`modal-icon tone-${tone}`}>{icon}</div>}
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {children && <div className="modal-text">{children}</div>}
          <div className="modal-actions">{actions}</div>
        </div>
      )}
    </dialog>
  );
}
