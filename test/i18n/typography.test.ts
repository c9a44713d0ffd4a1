import { describe, expect, it } from "vitest";
import { INTERFACE_MESSAGES } from "../../src/i18n/interface-messages.ts";

/**
 * French typography in the French messages, one convention for every key: the typographic
 * apostrophe (a straight one next to `{` or `}` is an ICU escape that swallows the
 * argument), and a narrow no-break space (U+202F) before ":" ";" "?" "!", so the mark
 * never wraps alone onto the next line of a phone screen.
 */
const french = Object.entries(INTERFACE_MESSAGES.fr as Record<string, string>);

describe("French messages typography", () => {
  it("uses the typographic apostrophe, never the straight one", () => {
    expect(french.filter(([, message]) => message.includes("'")).map(([key]) => key)).toEqual([]);
  });

  it("puts a narrow no-break space, and only that, before : ; ? and !", () => {
    expect(french.filter(([, message]) => /(?:^|[^\u202f])[:;?!]/.test(message)).map(([key]) => key)).toEqual([]);
  });
});

/**
 * One register in Spanish: the site addresses a family as "usted" ("Agregar esta fecha a su
 * calendario", "Pruebe una clase"), so no message speaks as "tú" (the planner's did: "Añade a
 * tus hijos", "Tu plan se queda en este navegador").
 */
const TU_WORDS = /(?<![\p{L}])(tu|tus|te|ti|contigo|hagas|puedes|quieres|llévalo)(?![\p{L}])/iu;
/** A tú imperative where a sentence starts ("Añade un hijo"); mid-sentence the same form is also the third person ("cada fila añade"). */
const TU_COMMANDS = /(?:^|[.:;!?]\s+)(añade|elige|planifica|haz|prueba|mira|busca|escribe|toca)(?![\p{L}])/iu;
const TU_FORMS = { test: (message: string) => TU_WORDS.test(message) || TU_COMMANDS.test(message) };

describe("Spanish messages register", () => {
  it("addresses the family as usted, never tú", () => {
    const spanish = Object.entries(INTERFACE_MESSAGES.es as Record<string, string>);
    expect(spanish.filter(([, message]) => TU_FORMS.test(message)).map(([key, message]) => `${key}: ${message}`)).toEqual([]);
  });
});
