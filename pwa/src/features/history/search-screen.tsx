import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, filterHistory, listSizes, maintenanceSearchSchema, toFieldErrors } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useFileCounts } from "../../data/file-counts.js";
import { useVehicle } from "../../data/garage.js";
import { useHistoryEntries } from "../../data/history-entries.js";
import { useEntryAuthorText } from "../../shared/entry-kit/entry-author.js";
import { entryCreator, HistoryRow } from "../../shared/entry-kit/history-row.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { timeZone } from "../../shared/i18n/format.js";
import { historyLabels } from "../../shared/i18n/garage-labels.js";
import { TextField } from "../../shared/ui/field.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";

/**
 * `/maintenance/v/{id}`: search a vehicle's history, case- and accent-insensitively, in the type,
 * the work done (named in the user's language), the notes, the station and the place. Empty text
 * is a required field (SPEC §5); the first 10 matches show, the rest in the history.
 */
export function SearchScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const files = useFileCounts(vehicleId);
  const entries = useHistoryEntries(vehicleId);
  const authorOf = useEntryAuthorText(vehicle);
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [error, setError] = useState<FieldError | undefined>();
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !entries) return <Spinner label={t`Loading…`} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = maintenanceSearchSchema.safeParse({ query });
    setError(parsed.success ? undefined : toFieldErrors(parsed.error).query);
    setSearched(parsed.success ? parsed.data.query : null);
  };
  const found = searched === null ? entries : filterHistory(entries, { query: searched }, historyLabels(t), timeZone());
  const shown = found.slice(0, listSizes.maintenanceList);

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Search`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <search>
        <form className="card form" onSubmit={submit} noValidate>
          <TextField
            label={t`What are you looking for?`}
            name="query"
            type="search"
            placeholder={t`Oil, brakes, battery, Puma…`}
            value={query}
            error={error}
            onChange={(event) => {
              setQuery(event.target.value);
              if (error) setError(undefined);
            }}
          />
          <button type="submit" className="button block">
            <Trans>Search</Trans>
          </button>
        </form>
      </search>
      <h2>{searched === null ? t`Latest entries` : t`Results`}</h2>
      {shown.length === 0 ? (
        <p className="card empty">
          {searched === null ? <Trans>Nothing logged yet.</Trans> : <Trans>Nothing found for “{searched}”.</Trans>}
        </p>
      ) : (
        <ul className="card history-list-static">
          {shown.map((entry) => (
            <li key={entry._id}>
              <HistoryRow
                vehicleId={vehicle._id}
                entry={entry}
                files={files.get(entry._id)}
                author={authorOf(entryCreator(entry))}
              />
            </li>
          ))}
        </ul>
      )}
      {found.length > shown.length && (
        <Link
          to="/vehicle/history/$id"
          params={{ id: vehicle._id }}
          search={searched === null ? {} : { q: searched }}
          className="button secondary block"
        >
          <Plural value={found.length} one="See the # entry in the history" other="See all # in the history" />
        </Link>
      )}
    </main>
  );
}
