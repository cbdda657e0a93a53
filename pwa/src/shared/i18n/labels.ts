import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language, Plan, PlanFeature, VehicleType } from "@odo/domain";
import { i18n } from "./i18n.js";

const vehicleTypes: Record<VehicleType, MessageDescriptor> = {
  bicycle: msg`Bicycle`,
  car: msg`Car`,
  truck: msg`Truck`,
  bus: msg`Bus`,
  moto: msg`Motorcycle`,
};

const plans: Record<Plan, MessageDescriptor> = {
  free: msg`Free`,
  basic: msg`Basic`,
  business: msg`Business`,
};

const planFeatures: Record<PlanFeature, MessageDescriptor> = {
  upToTwoVehicles: msg`Up to 2 vehicles`,
  basicMaintenance: msg`Basic maintenance`,
  refuelTracking: msg`Refuel tracking`,
  upToSixVehicles: msg`Up to 6 vehicles`,
  advancedMaintenance: msg`Advanced maintenance`,
  fitnessIntegration: msg`Strava integration`,
  thirdPartyVehicles: msg`Manage your clients' vehicles`,
  adminPanel: msg`Admin panel`,
  advancedReports: msg`Advanced reports`,
};

export const vehicleTypeName = (type: VehicleType) => i18n._(vehicleTypes[type]);
export const planName = (plan: Plan) => i18n._(plans[plan]);
export const planFeatureName = (feature: PlanFeature) => i18n._(planFeatures[feature]);

/** Each language in its own words, whatever the app's language. */
const languageNames: Record<Language, string> = { en: "English", es: "Español" };
export const languageName = (language: Language) => languageNames[language];
