import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";

/** How many rows a long list paints at first: a screenful and more, quick with 2,000 behind it. */
export const shownAtFirst = 50;

/** A list that paints its first rows and the rest on "Show all": a workshop's 2,000 vehicles stay quick. */
export function ShownFirst<T>({
  items,
  className,
  children,
}: {
  items: readonly T[];
  className: string;
  /** One `<li>` with its key. */
  children: (item: T) => ReactNode;
}) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, shownAtFirst);
  return (
    <>
      <ul className={className}>{shown.map(children)}</ul>
      {!all && items.length > shownAtFirst && (
        <button type="button" className="button secondary block" onClick={() => setAll(true)}>
          {t`Show all ${items.length}`}
        </button>
      )}
    </>
  );
}
