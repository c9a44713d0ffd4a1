import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/**
 * Every interface message, one file per language (ICU MessageFormat, keyed by area:
 * `core.*`, `rules.*`, `site.*`, `page.*`, `filter.*`, `langs.*`). English is the source; a language
 * is one JSON file in ./messages with every key of en.json, registered here by its
 * language subtag (test/i18n/interface-messages.test.ts fails on a missing or unused key).
 */
export const INTERFACE_MESSAGES = { en, es, fr } as const satisfies Record<string, Record<keyof typeof en, string>>;

export type Language = keyof typeof INTERFACE_MESSAGES;
export type MessageKey = keyof typeof en;

/** The languages the interface speaks, English first. */
export const LANGUAGES = Object.keys(INTERFACE_MESSAGES) as Language[];
