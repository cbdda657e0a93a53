/**
 * Keys of every validation message the spec names (SPEC §5, §8). A failed rule carries one of
 * these as its zod issue message; the PWA translates the key, the server returns it in `message`.
 * Spellings are the spec's own (`selectOneAdjustemnt` included) so both apps agree on them.
 */
export const messageKeys = [
  "required",
  "minLength",
  "maxLength",
  "invalidNumber",
  "invalidDate",
  "invalidTime",
  "invalidId",
  "invalidOption",
  "phone",
  "usernameLength",
  "usernameFormat",
  "passwordLength",
  "passwordFormat",
  "passwordsDontMatch",
  "termsRequired",
  "invalidEmail",
  "invalidToken",
  "selectOneTire",
  "selectOneAdjustemnt",
  "enterDescription",
  "invalidMileage",
  "selectOneStar",
  "selectVehicle",
  "plateMismatch",
  "intervalRange",
  "intervalStep",
  "yearRange",
  "negativeNumber",
  "numberTooLarge",
  "invalidCharacters",
  "httpsUrl",
  "refuelNotAllowed",
  "unknownGasStation",
  "nothingToUpdate",
  "reminderNeedsWhat",
  "reminderNeedsWhen",
  "missingParams",
  "vehicle.refuels.add.error.quantity",
  "vehicle.refuels.add.error.amount",
] as const;

export type MessageKey = (typeof messageKeys)[number];
