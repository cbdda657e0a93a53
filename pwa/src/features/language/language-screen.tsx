import { Trans, useLingui } from "@lingui/react/macro";
import { type Language, languages } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { changeLanguage, currentLanguage } from "../../shared/i18n/i18n.js";
import { languageName } from "../../shared/i18n/labels.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader } from "../../shared/ui/page.js";

/**
 * `/lang`: English or Spanish, applied at once, offline too, and saved to the profile so the
 * server's pushes and mails follow it.
 */
export function LanguageScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [current, setCurrent] = useState(currentLanguage);
  const db = useDatabase();
  const me = useMe(useSignedInUser());

  const choose = async (language: Language) => {
    setCurrent(language);
    await changeLanguage(language);
    if (me.lang !== language) {
      await runMutation(db, "user.update", { lang: language });
    }
    setSaved(true);
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Language`} back={{ to: "/user/profile" }} backLabel={t`Back`} />
      <fieldset className="card options">
        <legend className="visually-hidden">{t`Language`}</legend>
        {languages.map((language) => (
          <label key={language} className="option" lang={language}>
            <input
              type="radio"
              name="lang"
              value={language}
              checked={current === language}
              onChange={() => void choose(language)}
            />
            <span>{languageName(language)}</span>
            {current === language && <Icon name="check" className="end" />}
          </label>
        ))}
      </fieldset>
      <Modal
        open={saved}
        tone="success"
        icon={<Icon name="check" size={28} />}
        title={t`Language changed`}
        onClose={() => void navigate({ to: "/user/profile" })}
        actions={
          <button type="button" className="button" onClick={() => void navigate({ to: "/user/profile" })}>
            <Trans>OK</Trans>
          </button>
        }
      />
    </main>
  );
}
