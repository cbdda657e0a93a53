import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, toFieldErrors, type User, type UserUpdate, userUpdateSchema } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { languageName } from "../../shared/i18n/labels.js";
import { countryName } from "../../shared/i18n/unit-labels.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";

/**
 * `/user/account`: the name others see (a workshop, a new owner) and the picture. Saved on the
 * device and synced, offline too; country and language have screens of their own.
 */
export function ProfileEditScreen() {
  const me = useMe(useSignedInUser());
  return <ProfileForm key={`${me.name}|${me.lastname}|${me.picture ?? ""}`} me={me} />;
}

function ProfileForm({ me }: { me: User }) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: me.name, lastname: me.lastname, picture: me.picture ?? "" });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [failed, setFailed] = useState(false);
  const patch: UserUpdate = {
    ...(values.name.trim() !== me.name ? { name: values.name } : {}),
    ...(values.lastname.trim() !== me.lastname ? { lastname: values.lastname } : {}),
    ...(values.picture.trim() !== (me.picture ?? "") ? { picture: values.picture.trim() || null } : {}),
  };
  const changed = Object.keys(patch).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const parsed = userUpdateSchema.safeParse(patch);
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    try {
      await runMutation(db, "user.update", parsed.data);
    } catch {
      setFailed(true);
      return;
    }
    showToast(t`Profile saved.`, "success");
    void navigate({ to: "/user/profile" });
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Your profile`}
        back={{ to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`What workshops and brokers you share a vehicle with see of you`}
      />
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Name`}
          name="name"
          autoComplete="given-name"
          value={values.name}
          error={errors.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <TextField
          label={t`Last name`}
          name="lastname"
          autoComplete="family-name"
          value={values.lastname}
          error={errors.lastname}
          onChange={(event) => setValues({ ...values, lastname: event.target.value })}
        />
        <TextField
          label={t`Picture address (optional)`}
          name="picture"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.picture}
          error={errors.picture}
          hint={t`The address of a picture of you on the web, starting with https://. Leave it empty to show your initials.`}
          onChange={(event) => setValues({ ...values, picture: event.target.value })}
        />
        {failed && (
          <p className="form-error" role="alert">
            <Trans>Your profile could not be saved on this device. Try again.</Trans>
          </p>
        )}
        <button type="submit" className="button primary" disabled={!changed}>
          <Trans>Save</Trans>
        </button>
      </form>
      <section className="card options" aria-label={t`Region and language`}>
        <Link to="/user/units" className="option">
          <Icon name="gauge" />
          <span className="stack tight">
            <span>
              <Trans>Country, units and currency</Trans>
            </span>
            <span className="muted small-text">{countryName(me.country)}</span>
          </span>
          <Icon name="chevron" size={18} className="end" />
        </Link>
        <Link to="/lang" className="option">
          <Icon name="globe" />
          <span className="stack tight">
            <span>
              <Trans>Language</Trans>
            </span>
            <span className="muted small-text">{languageName(me.lang)}</span>
          </span>
          <Icon name="chevron" size={18} className="end" />
        </Link>
      </section>
    </main>
  );
}
