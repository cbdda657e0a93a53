import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AccountProof } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useDeviceHoldings } from "../../data/garage.js";
import { dropPushSubscription } from "../../shared/notifications/web-push.js";
import { endSession, useSignedInUser } from "../../shared/session/session-store.js";
import { useGoogleClientId } from "../../shared/session/use-client-config.js";
import { useMe } from "../../shared/sync/context.js";
import { forgetUserData } from "../../shared/sync/db.js";
import { holdSync } from "../../shared/sync/engine.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { afterNextPaint } from "../../shared/ui/after-next-paint.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { FormError, PasswordField } from "../../shared/ui/field.js";
import { GoogleButton } from "../../shared/ui/google-button.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";
import { deleteAccount } from "./account-api.js";

/**
 * `/user/delete-account`: what goes, an export offered first, then the password (or a Google
 * sign-in just now) and one last question. The server deletes it all at once; this device then
 * forgets the account's data and returns to the start.
 */
export function DeleteAccountScreen() {
  const { t } = useLingui();
  const me = useMe(useSignedInUser());
  const holdings = useDeviceHoldings(me._id);
  const shopName = me.shop?.name;
  const online = useOnline();
  const navigate = useNavigate();
  const googleClientId = useGoogleClientId();
  const [password, setPassword] = useState("");
  const [proof, setProof] = useState<AccountProof | null>(null);
  const { sending, formError, setFormError, run } = useOnlineSubmit(t`You're offline: this needs a connection`);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    if (!password) return setFormError(t`Enter your password to confirm it's you.`);
    setProof({ password });
  };
  const erase = (given: AccountProof) =>
    run(async () => {
      // Once the account is gone its token is refused: nothing may sync after the request.
      const release = await holdSync(me._id);
      const refusal = await deleteAccount(given).catch((error: unknown) => {
        release();
        throw error;
      });
      setProof(null);
      if (refusal) {
        release();
        return setFormError(refusal);
      }
      // The server dropped the account's subscriptions with it.
      await dropPushSubscription().catch(() => undefined);
      showToast(t`Your account was deleted. Thank you for using Odo.`, "info", 10_000);
      endSession();
      await navigate({ to: "/" });
      // Once the signed-in screens (their live queries, the sync engine) have let go of it.
      await afterNextPaint();
      await forgetUserData(me._id);
    });

  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Delete your account`} back={{ to: "/user/profile" }} backLabel={t`Back`} />
      <section className="card stack" aria-labelledby="what-goes">
        <h2 id="what-goes">
          <Trans>What goes, for good</Trans>
        </h2>
        <ul className="plain-list">
          <li>
            <Plural
              value={holdings?.owned ?? 0}
              _0="You own no vehicle in Odo."
              one="Your # vehicle, with all its maintenance, refuels, charges, expenses, reminders, receipts, photos and papers."
              other="Your # vehicles, with all their maintenance, refuels, charges, expenses, reminders, receipts, photos and papers."
            />
          </li>
          {(holdings?.owned ?? 0) > 0 && (
            <li>
              <Trans>
                The access you gave your household, workshops, brokers and customers: your vehicles leave their devices
                too, and so do the links you shared a history by.
              </Trans>
            </li>
          )}
          {(holdings?.shared ?? 0) > 0 && (
            <li>
              <Plural
                value={holdings?.shared ?? 0}
                one="Your access to the # vehicle others shared with you."
                other="Your access to the # vehicles others shared with you."
              />
            </li>
          )}
          {shopName && (
            <li>
              <Trans>Your shop, {shopName}.</Trans>
            </li>
          )}
          <li>
            <Trans>
              Your Strava connection, notifications, reminder mails and pushes, and every device signed in to your
              account.
            </Trans>
          </li>
        </ul>
        <p className="muted">
          <Trans>
            What you logged on other people's vehicles stays in their history, without your name. Your username and
            email become free.
          </Trans>
        </p>
        {(holdings?.unsent ?? 0) > 0 && (
          <p className="notice" role="alert">
            <Icon name="cloudOff" size={20} />
            <span>
              <Plural
                value={holdings?.unsent ?? 0}
                one="# change on this device hasn't reached the server: it goes too."
                other="# changes on this device haven't reached the server: they go too."
              />
            </span>
          </p>
        )}
      </section>
      <section className="card stack" aria-labelledby="export-first">
        <h2 id="export-first">
          <Trans>Keep a copy first</Trans>
        </h2>
        <p>
          <Trans>Download your history as spreadsheets and a backup that imports into Odo again.</Trans>
        </p>
        <Link to="/user/export" className="button secondary">
          <Icon name="download" />
          <Trans>Export and back up</Trans>
        </Link>
      </section>
      <section className="card stack" aria-labelledby="confirm-title">
        <h2 id="confirm-title">
          <Trans>Confirm it's you</Trans>
        </h2>
        {!online && (
          <p className="notice" role="status">
            <Icon name="cloudOff" size={20} />
            <span>
              <Trans>You're offline. Deleting your account needs a connection.</Trans>
            </span>
          </p>
        )}
        {me.signIn.password ? (
          <form className="form" onSubmit={ask} noValidate>
            <PasswordField
              label={t`Your password`}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <FormError>{formError}</FormError>
            <button type="submit" className="button danger" disabled={!online || sending}>
              <Trans>Delete my account</Trans>
            </button>
          </form>
        ) : (
          <div className="stack">
            <p>
              <Trans>You sign in with Google: sign in with it again to delete your account.</Trans>
            </p>
            {googleClientId ? (
              <GoogleButton
                clientId={googleClientId}
                text="signin_with"
                onCredential={(googleToken) => setProof({ googleToken })}
              />
            ) : (
              <p className="muted">
                <Trans>Google sign-in is not available right now. Try again later.</Trans>
              </p>
            )}
            <FormError>{formError}</FormError>
          </div>
        )}
      </section>
      <ConfirmModal
        open={proof !== null}
        destructive
        busy={sending}
        icon={<Icon name="trash" size={28} />}
        title={t`Delete your account for good?`}
        confirmLabel={t`Delete my account`}
        onCancel={() => setProof(null)}
        onConfirm={() => {
          if (proof) void erase(proof);
        }}
      >
        <Trans>There is no undo: your vehicles and their history are deleted for everyone who had them.</Trans>
      </ConfirmModal>
    </main>
  );
}
