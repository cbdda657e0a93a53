import { Link } from "@tanstack/react-router";
import { useSession } from "../session/session-store.js";

/** The logo: home for a signed-in user, the landing page otherwise (SPEC §2 top bar). */
export function Logo() {
  const session = useSession();
  return (
    <Link to={session ? "/user" : "/"} className="logo" aria-label="Odo">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--brand)" />
        <circle cx="32" cy="34" r="17" fill="none" stroke="#fff" strokeWidth="5" />
        <path d="M32 34 43 24" stroke="#fbbf24" strokeWidth="5" strokeLinecap="round" />
        <circle cx="32" cy="34" r="4" fill="#fff" />
      </svg>
      <span aria-hidden="true">Odo</span>
    </Link>
  );
}

/** The header of the public screens: the logo, and the page's own actions on the right. */
export function PublicHeader({ children }: { children?: React.ReactNode }) {
  return (
    <header className="topbar public">
      <Logo />
      <div className="row">{children}</div>
    </header>
  );
}
