/**
 * The built-in demo studio's zone: the emulator builds its data there, and the sync
 * falls back to it when no key is given (the demo is what it then mirrors).
 */
export const DEMO_TIMEZONE = "America/New_York";
