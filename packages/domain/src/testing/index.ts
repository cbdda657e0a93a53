export * from "./fixtures.js";
export * from "./imports.js";
export * from "./kind-lists.js";
export * from "./memory-world.js";
export * from "./random-mutations.js";
export * from "./store-conformance.js";
