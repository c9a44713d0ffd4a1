/** A bad option passed to the emulator or its data builders; the message says what was expected. */
export class EmulatorOptionsError extends Error {
  readonly code = "emulator_options_invalid";

  constructor(message: string) {
    super(message);
    this.name = "EmulatorOptionsError";
  }
}
