import { Trans, useLingui } from "@lingui/react/macro";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useMe } from "../../shared/sync/context.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader } from "../../shared/ui/page.js";
import { DevicesSection } from "./devices-section.js";
import { EmailSection } from "./email-section.js";
import { PasswordSection } from "./password-section.js";

/**
 * `/user/security`: the account's email and password and where it is signed in. Each change is the
 * server's to decide (who may sign in, and as whom), so each needs a connection; offline the
 * screen says so and shows what the device knows.
 */
export function SecurityScreen() {
  const { t } = useLingui();
  const me = useMe(useSignedInUser());
  const online = useOnline();
  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Sign-in and security`} back={{ to: "/user/profile" }} backLabel={t`Back`} />
      {!online && (
        <p className="notice" role="status">
          <Icon name="cloudOff" size={20} />
          <span>
            <Trans>You're offline. Changing your email or password and signing devices out need a connection.</Trans>
          </span>
        </p>
      )}
      {me.signIn.google && (
        <p className="notice" role="note">
          <Icon name="info" size={20} />
          <span>
            {me.signIn.password ? (
              <Trans>You also sign in with Google: that keeps working whatever you change here.</Trans>
            ) : (
              <Trans>
                You sign in with Google, so your password and your email are your Google account's. To sign in with a
                password too, ask for a password link from the sign-in screen's "Forgot your password?".
              </Trans>
            )}
          </span>
        </p>
      )}
      <EmailSection me={me} online={online} />
      {me.signIn.password && <PasswordSection online={online} />}
      <DevicesSection online={online} />
    </main>
  );
}
