export * from "./primitives.ts";
export * from "./shared.ts";
export * from "./resources.ts";
export * from "./envelopes.ts";
