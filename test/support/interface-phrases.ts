import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { INTERFACE_MESSAGES, type Language } from "../../src/i18n/interface-messages.ts";

/** The literal text of a message, in every branch of its plurals and selects. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).flatMap((option) => literals(option.value));
    return [];
  });
}

/**
 * Every run of two words or more that a catalog's messages spell out (between their
 * arguments), trimmed: "spots left", "Updated just now (", "Quedan". Text to look for in
 * built output: a script that holds one carries a catalog, a Spanish page that shows an
 * English one was not translated.
 */
export function interfacePhrases(...languages: Language[]): string[] {
  const messages = languages.flatMap((language) => Object.values(INTERFACE_MESSAGES[language] as Record<string, string>));
  return [
    ...new Set(
      messages
        .flatMap((message) => literals(parse(message, { ignoreTag: true })))
        .map((part) => part.trim())
        .filter((part) => /\p{L}+\s+\p{L}+/u.test(part) && part.length >= 8),
    ),
  ];
}
