import { Trans, useLingui } from "@lingui/react/macro";
import { isAdmin, type User } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { planName } from "../../shared/i18n/labels.js";
import { useMe } from "../../shared/sync/context.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";
import { PageHeader } from "../../shared/ui/page.js";
import { AppearancePicker } from "./appearance-picker.js";
import { SignOutButton } from "./sign-out.js";

function Avatar({ user }: { user: User }) {
  const initials = `${user.name.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();
  return user.picture ? (
    <img className="avatar" src={user.picture} alt="" width={72} height={72} />
  ) : (
    <span className="avatar" aria-hidden="true">
      {initials}
    </span>
  );
}

function Option({
  icon,
  label,
  to,
  href,
  danger = false,
}: {
  icon: IconName;
  label: string;
  danger?: boolean;
  to?:
    | "/lang"
    | "/support"
    | "/rateus"
    | "/plans"
    | "/shop"
    | "/scan"
    | "/user/integrations"
    | "/user/notifications"
    | "/user/calendar"
    | "/user/api-keys"
    | "/user/units"
    | "/user/import"
    | "/user/export"
    | "/user/files"
    | "/user/account"
    | "/user/security"
    | "/user/delete-account";
  href?: string;
}) {
  const content = (
    <>
      <Icon name={icon} />
      <span>{label}</span>
      <Icon name="chevron" size={18} className="end" />
    </>
  );
  const className = danger ? "option danger" : "option";
  return to ? (
    <Link to={to} className={className}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className}>
      {content}
    </a>
  );
}

/** `/user/profile`: who you are, your plan, the app's options and sign-out (SPEC §2). */
export function ProfileScreen({ user }: { user: User }) {
  const { t } = useLingui();
  const me = useMe(user);
  const plan = me.subscription.plan;
  const stars = me.rate?.rating;
  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Profile`} back={{ to: "/user" }} backLabel={t`Back`} />
      <section className="card profile">
        <Avatar user={me} />
        <div className="stack tight">
          <h2 className="profile-name">
            {me.name} {me.lastname}
          </h2>
          <span className="muted">{me.email}</span>
          <div className="row wrap tight">
            <span className={`badge-pill plan-${plan}`}>
              <Trans>{planName(plan)} plan</Trans>
            </span>
            {isAdmin(me) && (
              <span className="badge-pill admin">
                <Icon name="crown" size={14} />
                <Trans>Admin</Trans>
              </span>
            )}
            <span className="badge-pill verified">
              <Icon name="check" size={14} />
              <Trans>Verified email</Trans>
            </span>
          </div>
          {plan !== "business" && (
            <Link to="/plans" className="text-link">
              <Trans>Upgrade your plan</Trans>
            </Link>
          )}
          {stars !== undefined && (
            <span className="muted">
              <Trans>You rated Odo {stars} out of 5</Trans>
            </span>
          )}
        </div>
      </section>
      <section className="card options" aria-label={t`Your account`}>
        <Option icon="pencil" label={t`Edit your profile`} to="/user/account" />
        <Option icon="shield" label={t`Sign-in and security`} to="/user/security" />
      </section>
      <section className="card options" aria-label={t`Options`}>
        {plan === "business" && <Option icon="store" label={t`Shop panel`} to="/shop" />}
        <Option icon="qr" label={t`Scan a code`} to="/scan" />
        <Option icon="crown" label={t`Plans`} to="/plans" />
        <Option icon="bell" label={t`Notifications`} to="/user/notifications" />
        <Option icon="clock" label={t`Calendar`} to="/user/calendar" />
        <Option icon="globe" label={t`Language`} to="/lang" />
        <Option icon="gauge" label={t`Units and region`} to="/user/units" />
        <Option icon="plug" label={t`Integrations`} to="/user/integrations" />
        <Option icon="gear" label={t`API keys and webhooks`} to="/user/api-keys" />
        <Option icon="upload" label={t`Import from another app`} to="/user/import" />
        <Option icon="download" label={t`Export and back up`} to="/user/export" />
        <Option icon="paperclip" label={t`Files and storage`} to="/user/files" />
        <Option icon="lightbulb" label={t`Suggestions`} href="mailto:soporte@odo.app?subject=Sugerencia" />
        <Option icon="help" label={t`Help and support`} to="/support" />
        <Option icon="star" label={t`Rate the app`} to="/rateus" />
        <div className="option static">
          <Icon name="sun" />
          <AppearancePicker />
        </div>
        <SignOutButton userId={me._id} />
      </section>
      <section className="card options" aria-label={t`Leave Odo`}>
        <Option icon="trash" label={t`Delete your account`} to="/user/delete-account" danger />
      </section>
    </main>
  );
}
