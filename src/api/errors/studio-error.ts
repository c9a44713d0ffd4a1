/**
 * Base of every error this project throws on purpose, in every layer: the configuration,
 * the API client, the snapshot, the sync, the site build and the emulator. It lives in
 * `src/api`, the lowest layer, so that every other layer can import it (test/layers.test.ts).
 *
 * - `code` is stable: callers branch on it, and the sync prints it ("Sync failed (code)").
 * - `name` is the class's name as a string, declared by each subclass, because a bundler
 *   may rename the class itself.
 * - `cause` keeps the original error, when there is one.
 *
 * The message says what happened; advice that names an environment variable or a command
 * is added by the layer that knows who reads it (src/sync/failure-advice.ts for the sync).
 */
export abstract class StudioError extends Error {
  abstract override readonly name: string;
  abstract readonly code: string;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
