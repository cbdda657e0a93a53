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

/**
 * An error as the logs keep it (pino's `err` serializer): its kind, code, message and stack, with
 * the values a failed query ran with left out (names, emails, notes), its database's `detail` and
 * `where` dropped, and its causes alike. An operator sees what failed, not whose data it was.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: withoutValues(String(error)) };
  const { code } = error as { code?: unknown };
  const logged: Record<string, unknown> = {
    type: error.name,
    message: withoutValues(error.message),
    stack: error.stack ? withoutValues(error.stack) : undefined,
  };
  if (typeof code === "string" || typeof code === "number") logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
