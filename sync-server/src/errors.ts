import { type ApiErrorCode, apiErrors } from "@odo/domain";

/**
 * A refusal with a code from the domain's catalogue. Services throw it; the error handler turns
 * it into the `{code, message}` envelope with the catalogue's status. `message` replaces the
 * catalogue text where the reply names something specific (a rule's key, a plan's limit).
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message?: string,
  ) {
    super(message ?? apiErrors[code].message);
    this.name = "ApiError";
    this.status = apiErrors[code].status;
  }
}
