import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Plural } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useRefusalCount } from "../../data/refusals.js";
import { Icon } from "../ui/icons.js";

/** In the top bar while some change was refused: how many, and the way to the "Not saved" list. */
export function NotSavedChip() {
  // Subscribes to language changes; the label is worded by the global i18n.
  useLingui();
  const count = useRefusalCount();
  if (count === 0) return null;
  // The name starts with what the chip shows, so a voice user can say what they see.
  const label = plural(count, { one: "# not saved: review the change", other: "# not saved: review the changes" });
  return (
    <Link to="/not-saved" className="not-saved-chip" aria-label={label}>
      <Icon name="alert" size={18} />
      <span aria-hidden="true">{plural(count, { one: "# not saved", other: "# not saved" })}</span>
    </Link>
  );
}

/** At the top of the notifications: the refused changes, as one line that leads to their list. */
export function NotSavedNotice({ onNavigate }: { onNavigate?: () => void }) {
  const count = useRefusalCount();
  if (count === 0) return null;
  return (
    <Link to="/not-saved" className="not-saved-notice" onClick={onNavigate}>
      <Icon name="alert" size={20} />
      <span>
        <Plural value={count} one="# change was not saved" other="# changes were not saved" />
      </span>
      <Icon name="chevron" size={18} />
    </Link>
  );
}
