/**
 * Request URLs as they appear in the logs: the tokens of activation and reset links, and any
 * `token` or `code` query parameter, are replaced, since anyone reading the log could use them.
 */
export function urlWithoutSecrets(url: string): string {
  return url
    .replace(/\/activate\/[^/?#]+/g, "/activate/[redacted]")
    .replace(/([?&](?:token|code|state)=)[^&#]*/g, "$1[redacted]");
}
