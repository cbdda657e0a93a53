import { defaultNotificationSettings, preferredUnits, type User } from "@odo/domain";
import { Navigate, Outlet, useRouter } from "@tanstack/react-router";
import { Fragment, type ReactNode } from "react";
import { refusalContext } from "../../data/refusals.js";
import { useDueNotices } from "../garage/due-notices.js";
import { setRegion } from "../i18n/region.js";
import { PlanWordKeeper } from "../plan/plan-word-keeper.js";
import { describeRefusal } from "../refusals/refusals.js";
import { signInAfterSessionEnded } from "../routing/search.js";
import { endedSession, useSession } from "../session/session-store.js";
import { UserDataProvider, useMe } from "../sync/context.js";
import { databaseFor } from "../sync/db.js";
import type { RefusalListener } from "../sync/engine.js";
import { showToast } from "../ui/toasts.js";
import { TopBar } from "../ui/top-bar.js";
import { NotSavedChip } from "./not-saved-chip.js";
import { SyncIndicator } from "./sync-indicator.js";

/** Writes due notices as items come due (a component, so it runs inside the user's data). */
function DueNotices({ user }: { user: User }) {
  const me = useMe(user);
  // A profile saved on the device before settings existed has none yet: the defaults.
  useDueNotices(me._id, (me.notificationSettings ?? defaultNotificationSettings).mutedVehicles);
  return null;
}

/**
 * The screens in the user's units and number formats. Keyed by them, so a change (from the
 * profile, or synced from another device) redraws every screen at once, offline too.
 */
function InUserRegion({ user, children }: { user: User; children: ReactNode }) {
  const me = useMe(user);
  const units = preferredUnits(me);
  setRegion({ country: me.country, units });
  return <Fragment key={`${me.country}|${Object.values(units).join("|")}`}>{children}</Fragment>;
}

/**
 * Every protected screen: without a session it sends the visitor to `/` (SPEC §2); with one it
 * opens the user's data, runs sync, and shows the top bar.
 */
export function SignedInShell({ bell }: { bell: ReactNode }) {
  const session = useSession();
  const router = useRouter();
  // A session the server ended goes to sign-in, which says why and comes back here; a signed-out
  // visitor to the start.
  if (!session) {
    setRegion(null);
    const ended = endedSession();
    return (
      <Navigate
        {...(ended ? signInAfterSessionEnded(router.state.location.href, ended.reason) : { to: "/" })}
        replace
      />
    );
  }
  const { user } = session;
  // The change itself waits in the "Not saved" list; the toast names it and says why.
  const onRefused: RefusalListener = (refused) => {
    const db = databaseFor(user._id);
    void refusalContext(db, user.subscription.plan).then((context) => {
      const { title, reason } = describeRefusal(refused, context);
      showToast(`${title}. ${reason}`, "danger", 10_000);
    });
  };
  return (
    <UserDataProvider user={user} onRefused={onRefused}>
      <DueNotices user={user} />
      <PlanWordKeeper user={user} />
      <TopBar status={<SyncIndicator />} notSaved={<NotSavedChip />} bell={bell} />
      <InUserRegion user={user}>
        <Outlet />
      </InUserRegion>
    </UserDataProvider>
  );
}
