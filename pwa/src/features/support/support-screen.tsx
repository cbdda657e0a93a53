import { Trans, useLingui } from "@lingui/react/macro";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader } from "../../shared/ui/page.js";

export const supportEmail = "soporte@odo.app";

/** `/support`: how to reach us (SPEC §2). */
export function SupportScreen() {
  const { t } = useLingui();
  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Help and support`} back={{ to: "/user/profile" }} backLabel={t`Back`} />
      <section className="card stack">
        <Icon name="mail" size={32} />
        <p>
          <Trans>Questions, problems or ideas: write to us and we'll answer within two working days.</Trans>
        </p>
        <a className="button" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </section>
    </main>
  );
}
