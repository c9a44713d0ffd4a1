import { StudioError } from "./api/errors/studio-error.ts";

/** Bad configuration: every problem at once, each with its fix. Exit code 2. */
export class ConfigError extends StudioError {
  override readonly name = "ConfigError";
  readonly code = "config_invalid";
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `The configuration has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n") +
        "\nSet these in the environment or in a .env file in the project folder (README, \"Connect your studio\").",
    );
    this.problems = problems;
  }
}
