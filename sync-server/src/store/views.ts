import { type AuthoredMaintenance, currencyOf, type Refuel, type Vehicle, workshopVisitOf } from "@odo/domain";
import type { maintenances, refuels, vehicles } from "../db/schema.js";

type VehicleRow = typeof vehicles.$inferSelect;
type MaintenanceRow = typeof maintenances.$inferSelect;
type RefuelRow = typeof refuels.$inferSelect;

/** Rows as the API and the change log carry them (SPEC §3 shapes). */
export function vehicleView(row: VehicleRow): Vehicle {
  return {
    _id: row.id,
    user: { _id: row.ownerId },
    vehicleType: row.vehicleType,
    fullname: row.fullname,
    brand: row.brand,
    manufacture: row.manufacture,
    model: row.model,
    plateNumber: row.plateNumber,
    year: row.year,
    displacement: row.displacement,
    initialKm: row.initialKm,
    type: row.type,
    energyType: row.energyType,
    color: row.color,
    passengers: row.passengers,
    bodySerial: row.bodySerial,
    boughtDate: row.boughtDate,
    insuranceDate: row.insuranceDate,
    taxesDate: row.taxesDate,
    extId: row.extId,
    externalDistance: row.externalDistance,
    from: row.from,
    settings: {
      maintenanceInterval: row.maintenanceInterval,
      resetMaintenanceType: row.resetMaintenanceType,
    },
    integrations: row.integrations,
    workshopVisit: row.workshopVisit,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The row to store for a domain vehicle. */
export function vehicleRow(vehicle: Vehicle): VehicleRow {
  return {
    id: vehicle._id,
    ownerId: vehicle.user._id,
    vehicleType: vehicle.vehicleType,
    fullname: vehicle.fullname,
    brand: vehicle.brand,
    manufacture: vehicle.manufacture,
    model: vehicle.model,
    plateNumber: vehicle.plateNumber,
    year: vehicle.year,
    displacement: vehicle.displacement,
    initialKm: vehicle.initialKm,
    type: vehicle.type,
    energyType: vehicle.energyType,
    color: vehicle.color,
    passengers: vehicle.passengers,
    bodySerial: vehicle.bodySerial,
    boughtDate: vehicle.boughtDate,
    insuranceDate: vehicle.insuranceDate,
    taxesDate: vehicle.taxesDate,
    extId: vehicle.extId,
    externalDistance: vehicle.externalDistance,
    from: vehicle.from,
    maintenanceInterval: vehicle.settings.maintenanceInterval,
    resetMaintenanceType: vehicle.settings.resetMaintenanceType,
    integrations: vehicle.integrations,
    workshopVisit: workshopVisitOf(vehicle),
    createdAt: vehicle.createdAt,
    updatedAt: vehicle.updatedAt,
  };
}

export function maintenanceView(row: MaintenanceRow): AuthoredMaintenance {
  return {
    _id: row.id,
    vehicle: row.vehicleId,
    type: row.type,
    adjustments: row.adjustments as AuthoredMaintenance["adjustments"],
    description: row.description,
    kms: row.kms,
    amount: row.amount,
    currency: row.currency,
    date: row.date,
    ...(row.dateUnknown ? { dateUnknown: true } : {}),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    ...(row.loggedByShop ? { loggedByShop: row.loggedByShop } : {}),
  };
}

export function maintenanceRow(maintenance: AuthoredMaintenance): MaintenanceRow {
  return {
    id: maintenance._id,
    vehicleId: maintenance.vehicle,
    type: maintenance.type,
    adjustments: maintenance.adjustments,
    description: maintenance.description,
    kms: maintenance.kms,
    amount: maintenance.amount,
    currency: currencyOf(maintenance),
    date: maintenance.date,
    dateUnknown: maintenance.dateUnknown === true,
    createdBy: maintenance.createdBy,
    createdAt: maintenance.createdAt,
    loggedByShop: maintenance.loggedByShop ?? null,
  };
}

export function refuelView(row: RefuelRow): Refuel {
  return {
    _id: row.id,
    vehicle: row.vehicleId,
    date: row.date,
    amount: row.amount,
    currency: row.currency,
    fuel: row.fuel,
    quantity: row.quantity,
    displacement: row.displacement,
    gasStation: { name: row.stationName, location: row.stationLocation, pricePerLt: row.pricePerLt },
    fullTank: row.fullTank,
    missedPrevious: row.missedPrevious,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

export function refuelRow(refuel: Refuel): RefuelRow {
  return {
    id: refuel._id,
    vehicleId: refuel.vehicle,
    date: refuel.date,
    amount: refuel.amount,
    currency: currencyOf(refuel),
    fuel: refuel.fuel,
    quantity: refuel.quantity,
    displacement: refuel.displacement,
    stationName: refuel.gasStation.name,
    stationLocation: refuel.gasStation.location,
    pricePerLt: refuel.gasStation.pricePerLt,
    fullTank: refuel.fullTank !== false,
    missedPrevious: refuel.missedPrevious === true,
    createdBy: refuel.createdBy,
    createdAt: refuel.createdAt,
  };
}
