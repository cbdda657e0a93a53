/**
 * Rows grouped by their vehicle, in the order they came: one pass, so a garage's or a workshop's
 * thousands of vehicles each find their rows without searching the whole history.
 */
export function groupedByVehicle<T extends { vehicle: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.vehicle);
    if (group) group.push(row);
    else groups.set(row.vehicle, [row]);
  }
  return groups;
}
