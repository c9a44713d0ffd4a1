/**
 * Base of the catalog's input errors: a value a helper cannot work with. `code` is
 * stable (branch on it); the message says which value and how to fix it. Subclasses
 * only narrow `Code` and set `name`, as a string rather than from the class, because
 * a bundler may rename the class.
 */
export class InputError<Code extends string> extends Error {
  override name = "InputError";
  readonly code: Code;

  constructor(code: Code, message: string) {
    super(message);
    this.code = code;
  }
}
