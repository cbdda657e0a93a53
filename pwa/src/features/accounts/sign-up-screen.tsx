import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Country,
  countryOfLocale,
  defaultSignUpCountry,
  emailSchema,
  type FieldError,
  googleSignUpErrorKey,
  signUpCredentialsSchema,
  signUpErrorKey,
  signUpProfileSchema,
  toFieldErrors,
  type User,
} from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { signUpLanguage } from "../../shared/i18n/i18n.js";
import { isKnownKey, messageText } from "../../shared/i18n/messages.js";
import { countriesByName, countryName } from "../../shared/i18n/unit-labels.js";
import { api, base64Json } from "../../shared/session/api.js";
import { rememberSignUp } from "../../shared/session/session-store.js";
import { useGoogleClientId } from "../../shared/session/use-client-config.js";
import { FormError, PasswordField, SelectField, TextField } from "../../shared/ui/field.js";
import { GoogleButton } from "../../shared/ui/google-button.js";
import { Icon } from "../../shared/ui/icons.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { Modal } from "../../shared/ui/modal.js";
import { PasswordChecklist } from "../../shared/ui/password-checklist.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";
import { beginSession } from "./start-session.js";

const replyText = (reply: { status: number; message?: string | undefined }, google: boolean) => {
  const key = google ? googleSignUpErrorKey(reply) : signUpErrorKey(reply);
  return isKnownKey(key) ? messageText(key) : messageText("wentWrong");
};

/** `/signup`: credentials (step 1), then name, country and terms (step 2), then a success modal. */
export function SignUpScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const googleClientId = useGoogleClientId();
  const [step, setStep] = useState<1 | 2>(1);
  const [googleToken, setGoogleToken] = useState<string | null>(null);
  const [credentials, setCredentials] = useState({ username: "", email: "", password: "", passwordConfirmation: "" });
  const [profile, setProfile] = useState<{ name: string; lastname: string; country: Country; termsAccepted: boolean }>({
    name: "",
    lastname: "",
    // The browser's region where it names one Odo knows ("es-CO"): a Colombian starts in pesos and gallons.
    country: navigator.languages.map(countryOfLocale).find((country) => country !== "none") ?? defaultSignUpCountry,
    termsAccepted: false,
  });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { sending, formError, setFormError, run } = useOnlineSubmit(
    t`You're offline: creating an account needs a connection`,
  );
  const [done, setDone] = useState(false);

  const send = async (step: "validate" | "complete") => {
    const lang = signUpLanguage();
    // The account's reminders turn days at this phone's midnight from the start.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (googleToken) {
      return api<{ user?: User; token?: string; payload?: { name: string; lastname: string } }>(
        "/users/auth/google-signup",
        {
          method: "POST",
          auth: false,
          body:
            step === "validate"
              ? { step, googleToken, lang }
              : {
                  step,
                  googleToken,
                  lang,
                  country: profile.country,
                  termsAccepted: profile.termsAccepted,
                  timeZone,
                },
        },
      );
    }
    const header = base64Json({
      username: credentials.username,
      password: credentials.password,
      passwordConfirmation: credentials.passwordConfirmation,
    });
    return api<{ user?: User; token?: string; payload?: { name: string; lastname: string } }>("/users/signup", {
      method: "POST",
      auth: false,
      headers: { "x-credentials": header },
      body:
        step === "validate"
          ? { step, email: credentials.email, lang }
          : { step, email: credentials.email, lang, ...profile, timeZone },
    });
  };

  const nextStep = (event: FormEvent) => {
    event.preventDefault();
    const checked = signUpCredentialsSchema.safeParse(credentials);
    const email = emailSchema.safeParse(credentials.email);
    const fieldErrors = {
      ...(checked.success ? {} : toFieldErrors(checked.error)),
      ...(email.success ? {} : { email: toFieldErrors(email.error)._form ?? { key: "invalidEmail" as const } }),
    };
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    void run(async () => {
      const reply = await send("validate");
      if (reply.status === 200) setStep(2);
      else setFormError(replyText({ status: reply.status, message: reply.body.message }, false));
    });
  };

  const withGoogle = (token: string) => {
    setGoogleToken(token);
    void run(async () => {
      const reply = await api<{ payload?: { name: string; lastname: string } }>("/users/auth/google-signup", {
        method: "POST",
        auth: false,
        body: { step: "validate", googleToken: token, lang: signUpLanguage() },
      });
      if (reply.status === 200 && reply.body.payload) {
        setProfile((current) => ({
          ...current,
          name: reply.body.payload?.name ?? "",
          lastname: reply.body.payload?.lastname ?? "",
        }));
        setStep(2);
      } else {
        setGoogleToken(null);
        setFormError(replyText({ status: reply.status, message: reply.body.message }, true));
      }
    });
  };

  const complete = (event: FormEvent) => {
    event.preventDefault();
    const checked = signUpProfileSchema.safeParse(profile);
    setErrors(checked.success ? {} : toFieldErrors(checked.error));
    if (!checked.success) return;
    void run(async () => {
      const reply = await send("complete");
      if (reply.status === 201 && googleToken && reply.body.user && reply.body.token) {
        beginSession(reply.body.user, reply.body.token);
        void navigate({ to: "/user" });
      } else if (reply.status === 201) {
        rememberSignUp(credentials.username);
        setDone(true);
      } else {
        setFormError(replyText({ status: reply.status, message: reply.body.message }, googleToken !== null));
      }
    });
  };

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>{step === 1 ? <Trans>Create your account</Trans> : <Trans>Almost done</Trans>}</h1>
        <p className="subtitle">
          <Trans>Step {step} of 2</Trans>
        </p>
        {step === 1 ? (
          <form className="card form" onSubmit={nextStep} noValidate>
            <TextField
              label={t`Username`}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              value={credentials.username}
              error={errors.username}
              hint={t`At least 6 letters and numbers`}
              onChange={(event) => setCredentials({ ...credentials, username: event.target.value })}
            />
            <TextField
              label={t`Email`}
              name="email"
              type="email"
              autoComplete="email"
              value={credentials.email}
              error={errors.email}
              onChange={(event) => setCredentials({ ...credentials, email: event.target.value })}
            />
            <PasswordField
              label={t`Password`}
              name="password"
              autoComplete="new-password"
              value={credentials.password}
              error={errors.password}
              onChange={(event) => setCredentials({ ...credentials, password: event.target.value })}
            />
            <PasswordField
              label={t`Repeat the password`}
              name="passwordConfirmation"
              autoComplete="new-password"
              value={credentials.passwordConfirmation}
              error={errors.passwordConfirmation}
              onChange={(event) => setCredentials({ ...credentials, passwordConfirmation: event.target.value })}
            />
            <PasswordChecklist password={credentials.password} confirmation={credentials.passwordConfirmation} />
            <FormError>{formError}</FormError>
            <button type="submit" className="button block" disabled={sending}>
              <Trans>Continue</Trans>
            </button>
            {googleClientId && (
              <>
                <div className="divider">
                  <Trans>or</Trans>
                </div>
                <GoogleButton clientId={googleClientId} text="signup_with" onCredential={withGoogle} />
              </>
            )}
          </form>
        ) : (
          <form className="card form" onSubmit={complete} noValidate>
            <TextField
              label={t`Name`}
              name="name"
              autoComplete="given-name"
              value={profile.name}
              disabled={googleToken !== null}
              error={errors.name}
              onChange={(event) => setProfile({ ...profile, name: event.target.value })}
            />
            <TextField
              label={t`Last name`}
              name="lastname"
              autoComplete="family-name"
              value={profile.lastname}
              disabled={googleToken !== null}
              error={errors.lastname}
              onChange={(event) => setProfile({ ...profile, lastname: event.target.value })}
            />
            <SelectField
              label={t`Country`}
              name="country"
              value={profile.country}
              error={errors.country}
              onChange={(event) => setProfile({ ...profile, country: event.target.value as Country })}
            >
              {countriesByName().map((country) => (
                <option key={country} value={country}>
                  {countryName(country)}
                </option>
              ))}
            </SelectField>
            <div className="field">
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="termsAccepted"
                  checked={profile.termsAccepted}
                  aria-invalid={errors.termsAccepted ? true : undefined}
                  aria-describedby={errors.termsAccepted ? "terms-error" : undefined}
                  onChange={(event) => setProfile({ ...profile, termsAccepted: event.target.checked })}
                />
                <span>
                  <Trans>
                    I accept the{" "}
                    <a href="/docs/terms.html" target="_blank" rel="noopener">
                      terms and conditions
                    </a>{" "}
                    and the{" "}
                    <a href="/docs/privacy.html" target="_blank" rel="noopener">
                      privacy policy
                    </a>
                  </Trans>
                </span>
              </label>
              {errors.termsAccepted && (
                <div id="terms-error" className="field-error" role="alert">
                  {messageText("termsRequired")}
                </div>
              )}
            </div>
            <FormError>{formError}</FormError>
            <div className="row spread">
              <button type="button" className="button secondary" onClick={() => setStep(1)} disabled={sending}>
                <Trans>Back</Trans>
              </button>
              <button type="submit" className="button" disabled={sending}>
                {sending ? <Trans>Creating…</Trans> : <Trans>Create account</Trans>}
              </button>
            </div>
          </form>
        )}
        <p className="center">
          <Trans>Already have an account?</Trans>{" "}
          <Link to="/signin" className="text-link">
            <Trans>Sign in</Trans>
          </Link>
        </p>
        <Modal
          open={done}
          tone="success"
          icon={<Icon name="mail" size={28} />}
          title={t`Check your email`}
          onClose={() => void navigate({ to: "/signin" })}
          actions={
            <button type="button" className="button" onClick={() => void navigate({ to: "/signin" })}>
              <Trans>OK</Trans>
            </button>
          }
        >
          <Trans>We sent you a link to activate your account. Open it, then sign in.</Trans>
        </Modal>
      </main>
    </>
  );
}
