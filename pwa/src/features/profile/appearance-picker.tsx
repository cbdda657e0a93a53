import { useLingui } from "@lingui/react/macro";
import { setAppearance, useAppearance } from "../../shared/ui/appearance.js";
import { type Appearance, appearances } from "../../shared/ui/page-theme.js";

/** Light, dark or the system's setting, applied at once. */
export function AppearancePicker() {
  const { t } = useLingui();
  const current = useAppearance();
  const names: Record<Appearance, string> = { light: t`Light`, dark: t`Dark`, system: t`System` };
  return (
    <fieldset className="segmented">
      <legend>{t`Appearance`}</legend>
      {appearances.map((appearance) => (
        <label key={appearance} className={current === appearance ? "selected" : undefined}>
          <input
            type="radio"
            name="appearance"
            value={appearance}
            checked={current === appearance}
            onChange={() => setAppearance(appearance)}
          />
          {names[appearance]}
        </label>
      ))}
    </fieldset>
  );
}
