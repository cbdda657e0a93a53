import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Icon } from "./icons.js";

/** A screen's heading with an optional back link; the only h1 of the page. */
export function PageHeader({
  title,
  back,
  backLabel,
  subtitle,
}: {
  title: string;
  back?: string;
  backLabel?: string;
  subtitle?: ReactNode;
}) {
  return (
    <header className="page-header">
      {back && (
        <Link to={back} className="icon-button back" aria-label={backLabel}>
          <Icon name="back" />
        </Link>
      )}
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="subtitle">{subtitle}</p>}
      </div>
    </header>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
