import { Plural, useLingui } from "@lingui/react/macro";
import type { SkippedRows } from "@odo/domain";

/** What the file holds that Odo leaves out, said with its count, never silently. */
export function SkippedRowsList({ skipped }: { skipped: readonly SkippedRows[] }) {
  const { t } = useLingui();
  if (skipped.length === 0) return null;
  return (
    <div className="import-skipped">
      <p>{t`Left out, as Odo has no place for them yet:`}</p>
      <ul>
        {skipped.map(({ reason, name, rows }) => (
          <li key={`${reason}:${name}`}>
            <SkippedLine reason={reason} name={name} rows={rows} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SkippedLine({ reason, name, rows }: SkippedRows) {
  const { t } = useLingui();
  switch (reason) {
    case "section":
      return (
        <>
          <Plural value={rows} one="# row" other="# rows" /> {t`of the section "${name}"`}
        </>
      );
    case "income":
      return <Plural value={rows} one="# income" other="# incomes" />;
    case "trip":
      return <Plural value={rows} one="# trip" other="# trips" />;
    case "charge":
      return <Plural value={rows} one="# electric charge" other="# electric charges" />;
    case "purchase":
      return <Plural value={rows} one="# purchase price" other="# purchase prices" />;
    case "picture":
      return (
        <>
          <Plural value={rows} one="# picture" other="# pictures" />{" "}
          {t`(the file lists them, but the pictures themselves are not in it)`}
        </>
      );
    case "other":
      return (
        <>
          <Plural value={rows} one="# row" other="# rows" /> {t`of ${name}`}
        </>
      );
  }
}
