/**
 * The files Odo reads, by the app that wrote them: a record keeps where it came from (a buyer is
 * told an entry was not logged in Odo), so the list sits below the records that name it.
 */
export const importFormats = [
  "lubelogger",
  "fuellyApp",
  "fuellyWeb",
  "drivvo",
  "fuelio",
  "spritmonitor",
  "simplyAuto",
  "may",
  "odoCsv",
  "odoBackup",
] as const;
export type ImportFormat = (typeof importFormats)[number];
