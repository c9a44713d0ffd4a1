import { StudioError } from "./api/errors/studio-error.ts";

/** Where environment settings go: said after their problems. */
export const ENVIRONMENT_HINT = 'Set these in the environment or in a .env file in the project folder (README, "Connect your studio").';

/** Where the look and words go: said after the settings file's problems, each of which names its setting and the file. */
export const SETTINGS_FILE_HINT = 'Correct the settings file where each line says (README, "Make it yours"; site.example.yaml shows every setting).';

/** Where the studio's words in other languages go: said after a translation file's problems. */
export const TRANSLATIONS_HINT = 'Correct the translation file where each line says (README, "The studio\'s words in other languages").';

/**
 * Bad configuration: every problem at once, each with its fix, then where such settings are
 * made (`hints`: the environment's, the settings file's, or both). Exit code 2.
 */
export class ConfigError extends StudioError {
  override readonly name = "ConfigError";
  readonly code = "config_invalid";
  readonly problems: readonly string[];
  readonly hints: readonly string[];

  constructor(problems: readonly string[], hints: readonly string[] = [ENVIRONMENT_HINT]) {
    super(
      `The configuration has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n") +
        hints.map((hint) => `\n${hint}`).join(""),
    );
    this.problems = problems;
    this.hints = hints;
  }
}
