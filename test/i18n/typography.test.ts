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
