import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldError, MessageKey, ReplyMessageKey } from "@odo/domain";
import { day, distance } from "./format.js";
import { i18n } from "./i18n.js";

/**
 * The text of every message key the domain and the server produce (SPEC §5, §8), in the user's
 * language. Keys are the contract; the wording lives here once.
 */
const texts: Record<MessageKey | ReplyMessageKey, MessageDescriptor> = {
  required: msg`This field is required`,
  minLength: msg`Use at least {minimum} characters`,
  maxLength: msg`This is too long`,
  fileTooLarge: msg`This file is too large`,
  invalidNumber: msg`Enter a valid number`,
  invalidDate: msg`Date input not valid.`,
  dateOutOfRange: msg`That date is too far from today: check the year.`,
  dateInFuture: msg`That day has not come yet: log it when it does.`,
  invalidTime: msg`Enter a time such as 22:00.`,
  invalidId: msg`This link or item is not valid`,
  invalidOption: msg`Choose one of the options`,
  phone: msg`Enter a phone number: an optional + and at least 7 digits, spaces, hyphens or parentheses`,
  usernameLength: msg`The username needs at least 6 characters`,
  usernameFormat: msg`Use only letters and numbers in the username`,
  passwordLength: msg`The password needs at least 8 characters`,
  passwordFormat: msg`The password needs an uppercase letter, a lowercase letter and a number`,
  passwordsDontMatch: msg`The passwords don't match`,
  termsRequired: msg`You must accept the terms and conditions to continue`,
  invalidEmail: msg`Enter a valid email address`,
  invalidToken: msg`This link is invalid or has expired`,
  selectOneTire: msg`Select at least one tire`,
  selectOneAdjustemnt: msg`Select at least one adjustment`,
  enterDescription: msg`Describe the work done`,
  invalidMileage: msg`You can't enter a mileage lower than the current one`,
  selectOneStar: msg`Select at least one star`,
  selectVehicle: msg`Select a vehicle`,
  plateMismatch: msg`The plate doesn't match`,
  intervalRange: msg`Enter an interval between 100 and 50,000 km`,
  intervalStep: msg`Use steps of 100 km`,
  yearRange: msg`Enter a valid year`,
  negativeNumber: msg`Enter a number of 0 or more`,
  numberTooLarge: msg`Enter a number no larger than {maximum, number}`,
  invalidCharacters: msg`Remove line breaks and special characters`,
  httpsUrl: msg`Use an address that starts with https://`,
  refuelNotAllowed: msg`This vehicle logs no refuels or charges: say what it runs on in its information`,
  energyNotTaken: msg`This vehicle does not take this energy: check what it runs on in its information`,
  socRange: msg`A state of charge is between 0 and 100 %`,
  socOrder: msg`The charge ends at a higher level than it starts`,
  nothingToUpdate: msg`Nothing changed`,
  reminderNeedsWhat: msg`Say what to remind you of: a title, or a maintenance from the list`,
  reminderNeedsWhen: msg`Say when: at a km, on a date, or how often`,
  invalidTyreSize: msg`Write the size as on the tyre's side, such as 205/55 R16 91V or 700x25c`,
  invalidDot: msg`Write the DOT code's last four digits (week and year), such as 2319`,
  positionNotOnVehicle: msg`This vehicle has no such position`,
  tyreNotMounted: msg`That tyre is not on the vehicle at that date`,
  positionTaken: msg`Another tyre is in that position at that date: take it off in the same change`,
  missingParams: msg`The answer from the service is incomplete`,
  "vehicle.refuels.add.error.quantity": msg`Enter the quantity`,
  "vehicle.refuels.add.error.amount": msg`Enter the amount`,
  wentWrong: msg`Something went wrong, try again in a few minutes`,
  invalidCredentials: msg`Invalid username or password`,
  userInactive: msg`Your account is not active yet: check your email to activate it`,
  userNotFound: msg`We couldn't find that user`,
  missingAuthorizationHeader: msg`Enter your username and password`,
  invalidAuthorizationHeader: msg`Enter your username and password`,
  invalidGoogleToken: msg`Google sign-in failed, try again`,
  loginFailed: msg`We couldn't sign you in, try again`,
  invalidServerResponse: msg`Invalid response from server`,
  userAlreadyExists: msg`That username is taken`,
  emailInUse: msg`That email already has an account`,
  signUpUnavailable: msg`Sign-up with Google is not available right now`,
  alreadyActivated: msg`Your account is already active: you can sign in`,
  inactiveUser: msg`We couldn't activate your account. Sign in to get a new activation email`,
  activationNotFound: msg`This activation link is not valid`,
  invalidLink: msg`This link is invalid or has expired: ask for a new one`,
  unauthorizedUser: msg`Activate your account before changing its password`,
  planLimitExceeded: msg`You've reached your plan's vehicle limit. Upgrade to add more vehicles`,
  basicPlanLimitExceeded: msg`Basic plan users can have at most 6 vehicles in total`,
  noPermission: msg`You don't have the necessary permissions`,
  sessionExpired: msg`Your session expired. Sign in again: your unsent changes are kept`,
  shareInvalid: msg`This access code is not valid or has expired. Ask the owner for a new one`,
  shareOwnVehicle: msg`This vehicle is already yours`,
  shopExists: msg`You already have a shop registered`,
  shareUsed: msg`This access code was already used. Ask the owner to show you a new one`,
  shareSuperseded: msg`The owner changed this access after making the code. Ask them for a new one`,
  googleEmailUnverified: msg`Your Google email is not verified yet. Verify it with Google, or sign up with a username and password`,
  planFeatureRequired: msg`Strava comes with the basic plan. Change your plan to connect it`,
  signedOut: msg`You were signed out on this device. Sign in again: your unsent changes are kept`,
  accountDeleted: msg`This account was deleted, on another device or by Odo. What this phone held of it is gone.`,
  wrongPassword: msg`That isn't your current password`,
  noPassword: msg`Your account signs in with Google, so it has no password here`,
  accountProofRequired: msg`Confirm it's you: enter your password, or sign in with Google again`,
  tooManyTries: msg`Too many tries. Wait a minute and try again`,
};

function translated(descriptor: MessageDescriptor): string {
  return i18n._(descriptor);
}

export function messageText(key: MessageKey | ReplyMessageKey, values?: Record<string, unknown>): string {
  return translated(values ? { ...texts[key], values } : texts[key]);
}

/**
 * The text under a form field for its error, in the user's language. A reading that does not fit
 * the vehicle's timeline names the reading it clashes with.
 */
export function fieldErrorText(error: FieldError): string {
  if (error.key === "invalidMileage" && error.conflict && error.conflict.side !== "odometer") {
    const when = day(error.conflict.date);
    const reading = distance(error.conflict.km);
    return error.conflict.side === "before"
      ? i18n._(msg`${when} reads ${reading}: this reading can't be lower`)
      : i18n._(msg`${when} reads ${reading}: a reading before it can't be higher`);
  }
  return messageText(error.key, { minimum: error.minimum, maximum: error.maximum });
}

export function isKnownKey(key: string): key is MessageKey | ReplyMessageKey {
  return Object.hasOwn(texts, key);
}
