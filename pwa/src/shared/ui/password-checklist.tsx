import { useLingui } from "@lingui/react/macro";
import { passwordChecklist } from "@odo/domain";
import { Icon } from "./icons.js";

/** The live checklist under a new password (SPEC §2): each rule ticks as it is met. */
export function PasswordChecklist({ password, confirmation }: { password: string; confirmation: string }) {
  const { t } = useLingui();
  const checks = passwordChecklist(password, confirmation);
  const items = [
    { met: checks.length, label: t`At least 8 characters` },
    { met: checks.uppercase, label: t`An uppercase letter` },
    { met: checks.lowercase, label: t`A lowercase letter` },
    { met: checks.number, label: t`A number` },
    { met: checks.match, label: t`Both passwords match` },
  ];
  return (
    <ul className="checklist" aria-label={t`Password requirements`}>
      {items.map((item) => (
        <li key={item.label} className={item.met ? "met" : undefined}>
          <Icon name={item.met ? "check" : "close"} size={16} />
          <span>{item.label}</span>
          <span className="visually-hidden">{item.met ? t`done` : t`missing`}</span>
        </li>
      ))}
    </ul>
  );
}
