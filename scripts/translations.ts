import { runTranslationsCommand } from "../src/settings/translations-command.ts";

process.exitCode = await runTranslationsCommand({ args: process.argv.slice(2), stdout: process.stdout, stderr: process.stderr });
