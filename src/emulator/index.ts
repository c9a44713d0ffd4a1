export type { EmulatorKey, EmulatorOptions, FaultOptions, RequestLogEntry, RunningEmulator, StudioData } from "./types.ts";
export { startEmulator } from "./server.ts";
export { DEMO_KEYS, demoKey } from "./demo-keys.ts";
export { DEMO_TIMEZONE } from "../core/demo-timezone.ts";
export { createDemoStudio } from "./data/demo-studio.ts";
export { generateStudio } from "./data/generate-studio.ts";
export { readStudioDataFile } from "./studio-data-file.ts";
export { EmulatorOptionsError } from "./emulator-options-error.ts";
export { USUAL_FAULTS } from "./faults.ts";
