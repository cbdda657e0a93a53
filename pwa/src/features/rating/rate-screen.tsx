import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, ratingRange, ratingSchema, toFieldErrors, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { fieldErrorText } from "../../shared/i18n/messages.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { inputText } from "../../shared/sync/retry-draft.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader } from "../../shared/ui/page.js";

const starValues = Array.from({ length: ratingRange.max }, (_, index) => index + 1);

/** `/rateus`: 1 to 5 stars and an optional review; saved on the device and synced. */
export function RateScreen({ user, retryId }: { user: User; retryId?: number | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const db = useDatabase();
  const me = useMe(user);
  const [rating, setRating] = useState(me.rate?.rating ?? 0);
  const [review, setReview] = useState(me.rate?.review ?? "");
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [saved, setSaved] = useState(false);
  useRetryFill(retryId, "user.rate", (args) => {
    if (typeof args.rating === "number") setRating(args.rating);
    setReview(inputText(args.review));
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratingSchema.safeParse({ rating, review });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await runMutation(db, "user.rate", parsed.data, { resolves: retryId });
    setSaved(true);
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Rate the app`}
        back={{ to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`How is Odo working for you?`}
      />
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="stars" aria-describedby={errors.rating ? "rating-error" : undefined}>
          <legend>{t`Your rating`}</legend>
          {starValues.map((value) => (
            <label key={value} className={value <= rating ? "on" : undefined}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <Icon name="star" size={32} />
              <span className="visually-hidden">{t`${value} of 5 stars`}</span>
            </label>
          ))}
        </fieldset>
        {errors.rating && (
          <div id="rating-error" className="field-error" role="alert">
            {fieldErrorText(errors.rating)}
          </div>
        )}
        <div className="field">
          <label htmlFor="review">{t`Review (optional)`}</label>
          <textarea
            id="review"
            name="review"
            rows={4}
            maxLength={1000}
            value={review}
            onChange={(event) => setReview(event.target.value)}
          />
        </div>
        <button type="submit" className="button block">
          <Trans>Send</Trans>
        </button>
      </form>
      <Modal
        open={saved}
        tone="success"
        icon={<Icon name="star" size={28} />}
        title={t`Thank you!`}
        onClose={() => void navigate({ to: "/user/profile" })}
        actions={
          <button type="button" className="button" onClick={() => void navigate({ to: "/user/profile" })}>
            <Trans>OK</Trans>
          </button>
        }
      >
        <Trans>Your rating is saved. It reaches us as soon as you're online.</Trans>
      </Modal>
    </main>
  );
}
