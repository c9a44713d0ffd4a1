import { StudioError } from "../api/errors/studio-error.ts";

/** A bad option passed to the emulator or its data builders; the message says what was expected. */
export class EmulatorOptionsError extends StudioError {
  override readonly name = "EmulatorOptionsError";
  readonly code = "emulator_options_invalid";

  constructor(message: string) {
    super(message);
  }
}
