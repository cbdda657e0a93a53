import type { z } from "zod";

type Shape = Record<string, z.ZodType>;
type Fields = Record<string, unknown>;

/**
 * The fields of an object schema, through the wrappers around it (a default, an optional, a
 * transform's input): where a record's fields are read from its schema rather than listed again.
 */
export function shapeOf(schema: z.ZodType): Shape {
  let inner: z.ZodType = schema;
  for (;;) {
    if ("shape" in inner && typeof inner.shape === "object" && inner.shape !== null) return inner.shape as Shape;
    const def = inner.def as { in?: z.ZodType; innerType?: z.ZodType };
    const next = def.in ?? def.innerType;
    if (!next) return {};
    inner = next;
  }
}

/**
 * What an edit form may change: the fields both its create schema (what the form holds) and its
 * update schema (what a patch takes) name. Adding a field to both makes it editable everywhere.
 */
export function editableFields(createSchema: z.ZodType, updateSchema: z.ZodType): string[] {
  const created = shapeOf(createSchema);
  return Object.keys(shapeOf(updateSchema)).filter((field) => field in created);
}

const isNothing = (value: unknown) => value === undefined || value === null;
/** An object with fields: not null, not an array. */
export const isPlainObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function sameValue(a: unknown, b: unknown): boolean {
  if (isNothing(a) && isNothing(b)) return true;
  if (typeof a !== "object" || typeof b !== "object") return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The patch from `before` to `edited` (both as a form holds them), over `fields`: each field whose
 * value changed. A field edited to nothing is cleared (null) where the update takes null; a flag
 * edited to nothing is false; any other field left blank keeps its value (a currency not chosen).
 * An object field (a station) becomes the patch of its own changed fields.
 */
export function changedFields(updateSchema: z.ZodType, fields: readonly string[], before: Fields, edited: Fields) {
  const shape = shapeOf(updateSchema);
  const patch: Fields = {};
  for (const field of fields) {
    const [was, now] = [before[field], edited[field]];
    if (isPlainObject(now) && isPlainObject(was)) {
      const inner = Object.keys(now).filter((key) => !sameValue(was[key], now[key]));
      if (inner.length > 0) patch[field] = Object.fromEntries(inner.map((key) => [key, now[key]]));
      continue;
    }
    const accepts = (value: unknown) => shape[field]?.safeParse(value).success === true;
    const flag = !accepts(null) && accepts(false);
    if (flag ? (was ?? false) === (now ?? false) : sameValue(was, now)) continue;
    if (!isNothing(now)) patch[field] = now;
    else if (accepts(null)) patch[field] = null;
    else if (flag) patch[field] = false;
  }
  return patch;
}

/**
 * A stored record as its form holds it: the form's fields taken from the record, a missing value
 * as the form's own default (a flag stored before it existed), an object field cut to the form's
 * fields (a station without its derived price).
 */
export function recordAsInput(createSchema: z.ZodType, record: Fields): Fields {
  const shape = shapeOf(createSchema);
  const input: Fields = {};
  for (const [field, schema] of Object.entries(shape)) {
    if (field === "_id") continue;
    const value = record[field] ?? undefined;
    const inner = shapeOf(schema);
    if (isPlainObject(value) && Object.keys(inner).length > 0) {
      input[field] = Object.fromEntries(Object.keys(inner).map((key) => [key, value[key]]));
    } else if (value === undefined) {
      const fallback = schema.safeParse(undefined);
      input[field] = fallback.success ? fallback.data : undefined;
    } else {
      input[field] = value;
    }
  }
  return input;
}

/**
 * A new record's fields as its create input gives them (Zero's and Replicache's "create follows the
 * schema"): every field both the create schema and the record's schema name, except `derived` (what
 * the caller works out itself: a currency from the author's, a price from the amount). A field not
 * given is null where the record takes null. A field added to both schemas is stored on create with
 * no other change.
 */
export function createdFields(
  createSchema: z.ZodType,
  recordSchema: z.ZodType,
  input: Fields,
  derived: readonly string[] = [],
): Fields {
  const record = shapeOf(recordSchema);
  const fields: Fields = {};
  for (const field of Object.keys(shapeOf(createSchema))) {
    const stored = record[field];
    if (field === "_id" || !stored || derived.includes(field)) continue;
    const value = input[field];
    if (value !== undefined) fields[field] = value;
    else if (stored.safeParse(null).success) fields[field] = null;
  }
  return fields;
}
