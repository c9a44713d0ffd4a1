import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/**
 * Every interface message, one catalog per language (ICU MessageFormat, keyed by area:
 * `core.*`, `catalog.*`, `site.*`, `page.*`, `live.*`). English is the source; a language
 * is one JSON file in ./messages with every key of en.json, registered here by its
 * language subtag (test/i18n/catalogs.test.ts fails on a missing or unused key).
 */
export const CATALOGS = { en, es, fr } as const satisfies Record<string, Record<keyof typeof en, string>>;

export type Language = keyof typeof CATALOGS;
export type MessageKey = keyof typeof en;

/** The languages the interface speaks, English first. */
export const LANGUAGES = Object.keys(CATALOGS) as Language[];
