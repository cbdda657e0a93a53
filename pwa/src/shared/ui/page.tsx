import { Link, type LinkProps, type RegisteredRouter, type ValidateLinkOptions } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Icon } from "./icons.js";

/**
 * A screen's heading with an optional back link; the only h1 of the page. `back` is a route and
 * its params, checked against the route tree: a renamed route fails the build, not the tap.
 */
export function PageHeader<TOptions>({
  title,
  back,
  backLabel,
  subtitle,
}: {
  title: string;
  back?: ValidateLinkOptions<RegisteredRouter, TOptions>;
  backLabel?: string;
  subtitle?: ReactNode;
}) {
  return (
    <header className="page-header">
      {back && (
        <Link {...(back as LinkProps)} className="icon-button back" aria-label={backLabel}>
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
