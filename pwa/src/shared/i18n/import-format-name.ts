import { t } from "@lingui/core/macro";
import type { ImportFormat } from "@odo/domain";

/** The app a file came from, as its users know it. */
export function formatName(format: ImportFormat): string {
  switch (format) {
    case "lubelogger":
      return "LubeLogger";
    case "fuellyApp":
      return t`Fuelly (mobile app)`;
    case "fuellyWeb":
      return t`Fuelly (fuelly.com)`;
    case "drivvo":
      return "Drivvo";
    case "fuelio":
      return "Fuelio";
    case "spritmonitor":
      return "SpritMonitor";
    case "simplyAuto":
      return "Simply Auto";
    case "may":
      return "May";
    case "odoCsv":
      return t`Odo (CSV export)`;
    case "odoBackup":
      return t`Odo (backup)`;
  }
}
