/** What of a message may reach the logs: a query's text, never the values it was run with. */
function withoutValues(text: string): string {
  return (
    text
      // drizzle's "Failed query: … \nparams: Ana,Pérez,ana@example.com"
      .replace(/\n?params:[\s\S]*$/, "\nparams: [redacted]")
      // PostgreSQL's "Key (email)=(ana@example.com) already exists"
      .replace(/\)=\([^)]*\)/g, ")=([redacted])")
      .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi, "[email]")
  );
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the logs keep it (pino's `err` serializer): its kind, code, message and stack, with
 * the values a failed query ran with left out (names, emails, notes), its database's `detail` and
 * `where` dropped, and its causes alike. An operator sees what failed, not whose data it was.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutValues(String(error)), stack: "" };
  const { code } = error as { code?: unknown };
  const logged: LoggedError = {
    type: error.name,
    message: withoutValues(error.message),
    stack: error.stack ? withoutValues(error.stack) : "",
  };
  if (typeof code === "string" || typeof code === "number") logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
