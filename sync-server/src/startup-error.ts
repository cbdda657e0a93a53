/**
 * A problem that stops the server before it serves: a bad setting, an unusable DATA_DIR, a
 * read-only database. `main` prints its one-line message, never a stack trace.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
