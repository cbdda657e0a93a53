import fp from "fastify-plugin";
import { ApiError } from "../../errors.js";

/** Parsed JSON is made of these: an upload's body is a stream, whose bytes are not text. */
const isParsedJson = (value: object) =>
  Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;

/** Whether any string in a parsed request part holds U+0000, searched without recursion (any depth). */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000")) return true;
    } else if (typeof next === "object" && next !== null && isParsedJson(next)) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes("\u0000")) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * No request carries a NUL into the server: PostgreSQL refuses it in text (a 500), and a SQLite
 * file holding one broke `migrate-to-postgres`. The domain's text schemas refuse every control
 * character where a text is typed; this closes the rest (ids, tokens, search params, a push's
 * arguments) once, before any route's validation, with the same 400 as a broken rule.
 */
export const noNul = fp(async (app) => {
  app.addHook("preValidation", async (request) => {
    // A path's params and a query string are flat maps of text, whatever object the parser made.
    const flat = (part: unknown) =>
      typeof part === "object" && part !== null && Object.values(part).some((value) => holdsNul(value));
    if (flat(request.params) || flat(request.query) || holdsNul(request.body)) {
      throw new ApiError("VALIDATION_FAILED", "invalidCharacters");
    }
  });
});
