/**
 * Objects of a fixed set of fields built by one object literal, from a function made once per set
 * of names. V8 builds a literal in one step; setting fields one by one from a list of names cost
 * about 0.5 µs a row of 29 columns, and better-sqlite3's own objects about 2.7 µs (measured for
 * `GET /api/vehicles`), on every row the sync server reads or writes. The generated text holds only
 * the names given, each quoted by JSON.stringify, and they come from our own tables and statements.
 */
type Fields = Record<string, unknown>;

/** A literal's `"__proto__": …` sets the prototype rather than a field: no table of ours names one so. */
function checked(names: readonly string[]): readonly string[] {
  if (names.includes("__proto__")) throw new Error("a field named __proto__ cannot be built by a literal");
  return names;
}

/** `{ [names[i]]: values[i] }` for each name. */
export function literalFromArray(names: readonly string[]): (values: readonly unknown[]) => Fields {
  const fields = checked(names).map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function("values", `return { ${fields.join(", ")} };`) as (values: readonly unknown[]) => Fields;
}

/** `{ [name]: source[name] }` for each name; a field the source lacks (or holds undefined) becomes null when `missingAsNull`. */
export function literalOfFields(names: readonly string[], missingAsNull: boolean): (source: Fields) => Fields {
  const orNull = missingAsNull ? " ?? null" : "";
  const fields = checked(names).map((name) => `${JSON.stringify(name)}: source[${JSON.stringify(name)}]${orNull}`);
  return new Function("source", `return { ${fields.join(", ")} };`) as (source: Fields) => Fields;
}
