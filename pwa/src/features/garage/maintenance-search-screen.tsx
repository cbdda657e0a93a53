import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  maintenanceListItem,
  maintenanceSearchSchema,
  searchMaintenances,
  toFieldErrors,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { TextField } from "../../shared/ui/field.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { useHistory, useVehicle } from "./garage-data.js";
import { ListItemRow } from "./list-item-row.js";
import { VehicleMissing } from "./vehicle-missing.js";

/** `/maintenance/v/{id}`: search on type or description (in the user's language too), at most 10. */
export function MaintenanceSearchScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [error, setError] = useState<FieldError | undefined>();
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history) return <Spinner label={t`Loading…`} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = maintenanceSearchSchema.safeParse({ query });
    setError(parsed.success ? undefined : toFieldErrors(parsed.error).query);
    setSearched(parsed.success ? parsed.data.query : null);
  };
  const shown =
    searched === null
      ? history.maintenances.slice(0, 10)
      : searchMaintenances(history.maintenances, searched, (type) => maintenanceTypeName(type));

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Search maintenance`}
        back={`/vehicle/${vehicle._id}`}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <search>
        <form className="card form search" onSubmit={submit} noValidate>
          <TextField
            label={t`Type or description`}
            name="query"
            type="search"
            value={query}
            error={error}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button">
            <Trans>Search</Trans>
          </button>
        </form>
      </search>
      <section className="card" aria-live="polite">
        <h2>{searched === null ? t`Last maintenances` : t`Results for “${searched}”`}</h2>
        {shown.length === 0 ? (
          <p className="muted">{searched === null ? t`Nothing logged yet.` : t`No maintenance matches.`}</p>
        ) : (
          <ul className="history">
            {shown.map((maintenance) => (
              <ListItemRow key={maintenance._id} vehicleId={vehicle._id} item={maintenanceListItem(maintenance)} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
