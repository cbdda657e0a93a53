import {
  type AuthoredMaintenance,
  currencyOf,
  energyOf,
  powerOf,
  type Refuel,
  type Vehicle,
  workshopVisitOf,
} from "@odo/domain";
import { maintenances, refuels, vehicles } from "../db/schema.js";
import { recordRows } from "./record-rows.js";

type VehicleRow = typeof vehicles.$inferSelect;
type MaintenanceRow = typeof maintenances.$inferSelect;
type RefuelRow = typeof refuels.$inferSelect;

/**
 * Rows as the API and the change log carry them (SPEC §3 shapes), and back: only the columns not
 * named like their field are listed.
 */
export const vehicleRows = recordRows<Vehicle, VehicleRow>(vehicles, {
  id: { toRow: (vehicle) => vehicle._id, toRecord: (row) => ({ _id: row.id }) },
  ownerId: { toRow: (vehicle) => vehicle.user._id, toRecord: (row) => ({ user: { _id: row.ownerId } }) },
  maintenanceInterval: {
    toRow: (vehicle) => vehicle.settings.maintenanceInterval,
    toRecord: (row) => ({
      settings: { maintenanceInterval: row.maintenanceInterval, resetMaintenanceType: row.resetMaintenanceType },
    }),
  },
  resetMaintenanceType: { toRow: (vehicle) => vehicle.settings.resetMaintenanceType },
  workshopVisit: { toRow: workshopVisitOf, toRecord: (row) => ({ workshopVisit: row.workshopVisit }) },
  // A vehicle written by a client that knows only the seed's fields gets the power they say.
  power: { toRow: powerOf, toRecord: (row) => ({ power: row.power }) },
});

export const maintenanceRows = recordRows<AuthoredMaintenance, MaintenanceRow>(maintenances, {
  id: { toRow: (maintenance) => maintenance._id, toRecord: (row) => ({ _id: row.id }) },
  vehicleId: { toRow: (maintenance) => maintenance.vehicle, toRecord: (row) => ({ vehicle: row.vehicleId }) },
  adjustments: {
    toRow: (maintenance) => maintenance.adjustments,
    // The column holds only the domain's keys: they are checked on the way in.
    toRecord: (row) => ({ adjustments: row.adjustments as AuthoredMaintenance["adjustments"] }),
  },
  currency: { toRow: currencyOf, toRecord: (row) => ({ currency: row.currency }) },
  dateUnknown: {
    toRow: (maintenance) => maintenance.dateUnknown === true,
    toRecord: (row) => (row.dateUnknown ? { dateUnknown: true } : {}),
  },
  loggedByShop: {
    toRow: (maintenance) => maintenance.loggedByShop ?? null,
    toRecord: (row) => (row.loggedByShop ? { loggedByShop: row.loggedByShop } : {}),
  },
  importedFrom: {
    toRow: (maintenance) => maintenance.importedFrom ?? null,
    toRecord: (row) => (row.importedFrom ? { importedFrom: row.importedFrom } : {}),
  },
  seal: {
    toRow: (maintenance) => maintenance.seal ?? null,
    toRecord: (row) => (row.seal ? { seal: row.seal } : {}),
  },
});

export const refuelRows = recordRows<Refuel, RefuelRow>(refuels, {
  id: { toRow: (refuel) => refuel._id, toRecord: (row) => ({ _id: row.id }) },
  vehicleId: { toRow: (refuel) => refuel.vehicle, toRecord: (row) => ({ vehicle: row.vehicleId }) },
  currency: { toRow: currencyOf, toRecord: (row) => ({ currency: row.currency }) },
  stationName: {
    toRow: (refuel) => refuel.gasStation.name,
    toRecord: (row) => ({
      gasStation: { name: row.stationName, location: row.stationLocation, pricePerLt: row.pricePerLt },
    }),
  },
  stationLocation: { toRow: (refuel) => refuel.gasStation.location },
  pricePerLt: { toRow: (refuel) => refuel.gasStation.pricePerLt },
  // Stored before the flags existed, a refuel was a full tank after an unbroken run.
  fullTank: { toRow: (refuel) => refuel.fullTank !== false, toRecord: (row) => ({ fullTank: row.fullTank }) },
  missedPrevious: {
    toRow: (refuel) => refuel.missedPrevious === true,
    toRecord: (row) => ({ missedPrevious: row.missedPrevious }),
  },
  // Stored before energies existed, a refuel was fuel.
  energy: { toRow: energyOf, toRecord: (row) => ({ energy: row.energy }) },
  // A charge's details belong to charges only: a fill of fuel has none, not five nulls.
  chargePlace: {
    toRow: (refuel) => refuel.chargePlace ?? null,
    toRecord: (row) =>
      row.energy === "electricity"
        ? {
            chargePlace: row.chargePlace,
            socStart: row.socStart,
            socEnd: row.socEnd,
            chargerKw: row.chargerKw,
            chargeMinutes: row.chargeMinutes,
          }
        : {},
  },
  socStart: { toRow: (refuel) => refuel.socStart ?? null },
  socEnd: { toRow: (refuel) => refuel.socEnd ?? null },
  chargerKw: { toRow: (refuel) => refuel.chargerKw ?? null },
  chargeMinutes: { toRow: (refuel) => refuel.chargeMinutes ?? null },
});

export const vehicleView = (row: VehicleRow): Vehicle => vehicleRows.record(row);
export const vehicleRow = (vehicle: Vehicle): VehicleRow => vehicleRows.row(vehicle);
export const maintenanceView = (row: MaintenanceRow): AuthoredMaintenance => maintenanceRows.record(row);
export const maintenanceRow = (maintenance: AuthoredMaintenance): MaintenanceRow => maintenanceRows.row(maintenance);
export const refuelView = (row: RefuelRow): Refuel => refuelRows.record(row);
export const refuelRow = (refuel: Refuel): RefuelRow => refuelRows.row(refuel);
