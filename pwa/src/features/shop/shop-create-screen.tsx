import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  type ShopType,
  shopCreateErrorKey,
  shopCreateSchema,
  shopTypes,
  toFieldErrors,
  type User,
} from "@odo/domain";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { money } from "../../shared/i18n/format.js";
import { fieldErrorText, messageText } from "../../shared/i18n/messages.js";
import { shopTypeDescription, shopTypeName } from "../../shared/i18n/sharing-labels.js";
import { api, NetworkError } from "../../shared/session/api.js";
import { refreshSessionUser, useSignedInUser } from "../../shared/session/session-store.js";
import { useCardPayments, usePlanPrices } from "../../shared/session/use-client-config.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { writeServerRows } from "../../shared/sync/server-rows.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { Spinner } from "../../shared/ui/page.js";

const emptyForm = { name: "", contactName: "", address: "", phone: "" };
type ShopForm = typeof emptyForm;
const typeIcon: Record<ShopType, IconName> = { mechanicalWorkshop: "wrench", insuranceBroker: "shield" };
type Outcome = { kind: "success" } | { kind: "error"; text: string };

/**
 * `/shop/create` (SPEC §2 "Create-shop screen", §4 "Shop create", §5 "Shop"): a type picked from
 * cards, then name, contact, address and phone; `POST /shops` creates the shop and moves the user
 * to the business plan. Success closes to the profile; an error modal keeps the form.
 */
export function ShopCreateScreen() {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const router = useRouter();
  const me = useMe(useSignedInUser());
  const prices = usePlanPrices(me.country);
  const businessPrice = money(prices.business.month, prices.currency);
  const cardPayments = useCardPayments();
  const [type, setType] = useState<ShopType | null>(null);
  const [form, setForm] = useState<ShopForm>(emptyForm);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const set = (field: keyof ShopForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const clear = () => {
    setType(null);
    setForm(emptyForm);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shopCreateSchema.safeParse({ ...form, type: type ?? undefined });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    setSending(true);
    try {
      const reply = await api<{ payload: { user: User } }>("/shops", { method: "POST", body: parsed.data });
      if (reply.status === 201) {
        await writeServerRows(db, [
          { table: "users", key: reply.body.payload.user._id, value: reply.body.payload.user },
        ]);
        refreshSessionUser(reply.body.payload.user);
        setOutcome({ kind: "success" });
      } else {
        setOutcome({
          kind: "error",
          text: messageText(shopCreateErrorKey({ status: reply.status, message: reply.body.message })),
        });
      }
    } catch (error) {
      setOutcome({
        kind: "error",
        text: error instanceof NetworkError ? t`Creating a shop needs a connection.` : messageText("wentWrong"),
      });
    } finally {
      setSending(false);
    }
  };

  const closeModal = () => {
    const succeeded = outcome?.kind === "success";
    setOutcome(null);
    if (succeeded) void navigate({ to: "/user/profile" });
  };

  return (
    <main id="main" className="page narrow">
      <header className="page-header">
        <button type="button" className="icon-button back" aria-label={t`Back`} onClick={() => router.history.back()}>
          <Icon name="back" />
        </button>
        <div>
          <h1>
            <Trans>Create your shop</Trans>
          </h1>
          <p className="subtitle">
            <Trans>Workshops and insurance brokers follow their customers' vehicles on the business plan.</Trans>
          </p>
        </div>
      </header>
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="choice-cards" aria-describedby={type === null ? "shop-type-error" : undefined}>
          <legend>
            <Trans>Type of shop</Trans>
          </legend>
          {shopTypes.map((option) => (
            <label key={option} className={`choice-card${type === option ? " selected" : ""}`}>
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
              />
              <Icon name={typeIcon[option]} size={28} />
              <span className="choice-text">
                <span className="choice-title">{shopTypeName(option)}</span>
                <span className="choice-description">{shopTypeDescription(option)}</span>
              </span>
              {type === option && <Icon name="check" size={20} className="choice-check" />}
            </label>
          ))}
          {type === null && (
            <p id="shop-type-error" className={errors.type ? "field-error" : "field-hint"}>
              <Trans>Choose the type of shop to continue</Trans>
            </p>
          )}
        </fieldset>
        <TextField label={t`Shop name`} name="name" value={form.name} error={errors.name} onChange={set("name")} />
        <TextField
          label={t`Contact name`}
          name="contactName"
          autoComplete="name"
          value={form.contactName}
          error={errors.contactName}
          onChange={set("contactName")}
        />
        <AddressField value={form.address} error={errors.address} onChange={set("address")} />
        <TextField
          label={t`Phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={form.phone}
          error={errors.phone}
          onChange={set("phone")}
        />
        {me.subscription.plan !== "business" && (
          <p className="field-hint">
            {cardPayments
              ? t`A shop needs the business plan (${businessPrice} a month): pay for it on Plans first.`
              : t`Creating the shop moves you to the business plan: ${businessPrice} a month.`}
          </p>
        )}
        <div className="row spread">
          <button type="button" className="button secondary" onClick={clear}>
            <Trans>Clear</Trans>
          </button>
          <button type="submit" className="button" disabled={sending || type === null}>
            {sending ? <Spinner label={t`Sending…`} /> : <Trans>Create shop</Trans>}
          </button>
        </div>
      </form>
      <Modal
        open={outcome !== null}
        tone={outcome?.kind === "success" ? "success" : "danger"}
        icon={<Icon name={outcome?.kind === "success" ? "check" : "close"} size={28} />}
        title={outcome?.kind === "success" ? t`Successfully added` : t`Attention`}
        onClose={closeModal}
        actions={
          <button type="button" className="button" onClick={closeModal}>
            <Trans>Got it</Trans>
          </button>
        }
      >
        {outcome?.kind === "success" ? (
          <Trans>Your shop is ready and you are on the business plan.</Trans>
        ) : (
          outcome?.text
        )}
      </Modal>
    </main>
  );
}

function AddressField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: FieldError | undefined;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="field">
      <label htmlFor="shop-address">{t`Address`}</label>
      <textarea
        id="shop-address"
        name="address"
        rows={3}
        autoComplete="street-address"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "shop-address-error" : undefined}
        onChange={onChange}
      />
      {error && (
        <div id="shop-address-error" className="field-error" role="alert">
          {fieldErrorText(error)}
        </div>
      )}
    </div>
  );
}
