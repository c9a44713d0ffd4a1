import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { relative } from "node:path";
import { ConfigError } from "../config-error.ts";
import { readSiteConfig, type Environment } from "../config.ts";
import { readSnapshotFile } from "../snapshot/snapshot.ts";
import { SnapshotError } from "../snapshot/snapshot-error.ts";
import { studioTexts } from "../snapshot/translate.ts";
import { checkTranslations, translationsFile, updateTranslations } from "./translations.ts";

const EXIT_BAD_USE = 2;
const USAGE =
  "Usage: npm run translations -- <language> [--source <language>], such as npm run translations -- es. It writes translations/<language>.yaml with every text of the studio's in the last synced catalog (run npm run sync first); --source names the API's language when it is not the site's first (STUDIO_LOCALES).";
const LANGUAGE = /^[a-z]{2,3}$/;

export interface TranslationsCommandOptions {
  readonly args: readonly string[];
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly env?: Environment;
}

/**
 * `npm run translations -- es`: the translation file of a language brought up to date with the
 * last synced catalog (src/settings/translations.ts, `updateTranslations`): written whole to a
 * temporary file and renamed, so a file being edited is never left half-written. Exit 0, or 2
 * with the fix (a bad argument, a broken file, no synced catalog).
 */
export async function runTranslationsCommand(options: TranslationsCommandOptions): Promise<number> {
  const fail = (message: string): number => {
    options.stderr.write(`${message}\n`);
    return EXIT_BAD_USE;
  };
  const args = [...options.args];
  let source: string | null = null;
  const sourceAt = args.indexOf("--source");
  if (sourceAt !== -1) {
    source = args[sourceAt + 1] ?? "";
    args.splice(sourceAt, 2);
  }
  const [language, ...rest] = args;
  if (language === undefined || rest.length > 0 || !LANGUAGE.test(language) || (source !== null && !LANGUAGE.test(source))) return fail(USAGE);

  let config;
  try {
    config = readSiteConfig(options.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(`${error.message}\nTranslations not written.`);
    throw error;
  }
  const dir = config.translationsDir;
  const path = translationsFile(dir, language);
  // As the owner would type it: in the project, relative; elsewhere (TRANSLATIONS_DIR), whole.
  const inProject = relative(process.cwd(), path);
  const shown = inProject.startsWith("..") ? path : inProject;
  const previous = existsSync(path) ? await readFile(path, "utf8") : null;
  // A file is checked whatever languages the site builds now: what is written in it is never lost to a rewrite.
  const checked = previous === null ? null : checkTranslations(previous, language, shown);
  if (checked !== null && checked.problems.length > 0) return fail(`${checked.problems.join("\n")}\nCorrect the file where each line says, then run this again. Translations not written.`);
  // A file's own source wins: it says which words its entries were made from.
  source = checked?.translations.source || source || new Intl.Locale(config.locale).language;
  if (source === language) {
    return fail(
      `"${language}" is the language of the API's words here (the site's first language, or --source), and a translation file holds another language's words for them. ` +
        `Name the language to translate into (npm run translations -- es), or, for a catalog written in another language, name that one: npm run translations -- ${language} --source fr.`,
    );
  }
  let snapshot;
  try {
    snapshot = (await readSnapshotFile(config.snapshotPath)).snapshot;
  } catch (error) {
    if (error instanceof SnapshotError) return fail(`${error.message}\nThe translation file lists the texts of the last synced catalog: run npm run sync, then this again.`);
    throw error;
  }
  const update = updateTranslations(studioTexts(snapshot), previous, language, source);
  await mkdir(dir, { recursive: true });
  const staging = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(staging, update.text, "utf8");
    await rename(staging, path);
  } finally {
    await rm(staging, { force: true });
  }
  options.stdout.write(
    `${shown}: ${update.texts} texts of the studio's in "${source}"; ${update.translated} translated, ${update.missing} to write` +
      `, ${update.changed} whose words changed since (marked changed_to), ${update.gone} no longer in the catalog (marked gone).\n`,
  );
  return 0;
}
