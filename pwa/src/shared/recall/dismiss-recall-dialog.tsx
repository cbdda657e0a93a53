import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  type RecallDismissReason,
  type RecallReport,
  recallDismissReasons,
  recallDismissSchema,
  toFieldErrors,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { useDatabase } from "../../shared/sync/context.js";
import { SelectField, TextField } from "../../shared/ui/field.js";
import { Modal } from "../../shared/ui/modal.js";
import { showToast } from "../../shared/ui/toasts.js";
import { dismissRecall } from "./recall-mutations.js";
import { dismissReasonName } from "./recall-words.js";

/** Sets a campaign aside with a reason (and a note, where the owner wants one): it leaves the open list. */
export function DismissRecallDialog({
  report,
  campaign,
  onClose,
}: {
  report: RecallReport;
  campaign: { campaign: string; component: string } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const [reason, setReason] = useState<RecallDismissReason>("doneElsewhere");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, FieldError>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!campaign) return;
    const parsed = recallDismissSchema.safeParse({ _id: report._id, campaign: campaign.campaign, reason, note });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await dismissRecall(db, report, campaign.campaign, reason, note);
    showToast(t`Recall set aside. It stays in the list, marked as such.`, "success");
    setNote("");
    onClose();
  };

  return (
    <Modal
      open={campaign !== null}
      title={t`Set this recall aside`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="dismiss-recall-form" className="button">
            <Trans>Set aside</Trans>
          </button>
        </>
      }
    >
      <form id="dismiss-recall-form" className="form left" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">
          <Trans>
            A recall is repaired free of charge by the maker's workshops. Set it aside only when it does not need doing;
            a workshop's signed entry naming it closes it by itself.
          </Trans>
        </p>
        <SelectField
          label={t`Why`}
          name="reason"
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value as RecallDismissReason)}
        >
          {recallDismissReasons.map((each) => (
            <option key={each} value={each}>
              {dismissReasonName(each)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Note (optional)`}
          name="note"
          value={note}
          error={errors.note}
          maxLength={200}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Modal>
  );
}
