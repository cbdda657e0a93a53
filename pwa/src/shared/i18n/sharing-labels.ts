import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ShareRole, ShopType } from "@odo/domain";
import { i18n } from "./i18n.js";

const shareRoles: Record<ShareRole, MessageDescriptor> = {
  workshop: msg`Workshop`,
  insuranceBroker: msg`Insurance broker`,
  customer: msg`Regular customer`,
  household: msg`Household member`,
};

const shareRoleAbilities: Record<ShareRole, MessageDescriptor> = {
  workshop: msg`Sees the maintenance status and kilometres, sets the service interval and logs the work it does.`,
  insuranceBroker: msg`Sees the vehicle and whether its insurance is up to date. No maintenance, no refuels.`,
  customer: msg`Sees the maintenance status and can add maintenance, but cannot delete anything.`,
  household: msg`Shares this vehicle at home: sees everything you see, costs included, logs refuels, maintenance and expenses and fixes their own. Cannot hand over, delete or share it. Each vehicle is shared on its own.`,
};

const shopTypes: Record<ShopType, MessageDescriptor> = {
  mechanicalWorkshop: msg`Mechanical workshop`,
  insuranceBroker: msg`Insurance broker`,
};

const shopTypeDescriptions: Record<ShopType, MessageDescriptor> = {
  mechanicalWorkshop: msg`Service your customers' vehicles and follow their maintenance status.`,
  insuranceBroker: msg`Follow the insurance of the vehicles you cover.`,
};

export const shareRoleName = (role: ShareRole) => i18n._(shareRoles[role]);
export const shareRoleAbility = (role: ShareRole) => i18n._(shareRoleAbilities[role]);
export const shopTypeName = (type: ShopType) => i18n._(shopTypes[type]);
export const shopTypeDescription = (type: ShopType) => i18n._(shopTypeDescriptions[type]);
