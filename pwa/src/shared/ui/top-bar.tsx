import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Icon } from "./icons.js";
import { Logo } from "./logo.js";

/** The signed-in top bar (SPEC §2): logo, sync state, refused changes, notification bell, profile. */
export function TopBar({ status, notSaved, bell }: { status: ReactNode; notSaved: ReactNode; bell: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className="topbar">
      <Logo />
      <div className="row tight">
        {status}
        {notSaved}
        {bell}
        <Link to="/user/profile" className="icon-button" aria-label={t`Your profile`}>
          <Icon name="user" />
        </Link>
      </div>
    </header>
  );
}
