import { oneOf } from "../shared/one-of.js";
import { adjustmentKeys, maintenanceTypes } from "./adjustments.js";

export const maintenanceTypeSchema = oneOf(maintenanceTypes);
export const adjustmentKeySchema = oneOf(adjustmentKeys);
