/**
 * The 403 message the server sends with a refused create, and its reading: the UI recognises the
 * basic plan's by its text (SPEC §8), so the text is written here once, with the number of
 * vehicles the plan allows filled in by the plan's rules.
 */
export function vehicleLimitMessage(plan: string, total: number): string {
  return `${plan} plan users can have at most ${total} vehicles in total`;
}

const limitMessagePattern = /^(\w+) plan users can have at most \d+ vehicles in total$/;

/** The plan a refused create's message names, if it is that message. */
export function planOfLimitMessage(message: string | undefined): string | undefined {
  return message?.match(limitMessagePattern)?.[1];
}
