import type { MessageKey } from "../shared/message-keys.js";

/** The message key of a schema's first refusal: the schemas' messages are message keys. */
export const issueKey = (error: { issues: readonly { message: string }[] }): MessageKey =>
  (error.issues[0]?.message ?? "invalidOption") as MessageKey;
