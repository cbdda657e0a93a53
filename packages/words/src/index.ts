export * from "./calendar-words.js";
export * from "./due-words.js";
export * from "./inbox-words.js";
export * from "./mail-words.js";
export * from "./say.js";
