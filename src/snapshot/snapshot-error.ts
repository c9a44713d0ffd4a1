import { StudioError } from "../api/errors/studio-error.ts";

export type SnapshotErrorCode =
  | "snapshot_missing"
  | "snapshot_corrupt"
  | "snapshot_newer_version"
  | "snapshot_invalid"
  | "snapshot_locked";

const NEXT_STEP = "Run `npm run sync` to write a fresh one (with no STUDIO_API_KEY it syncs the built-in demo studio).";

/** The snapshot on disk cannot be used, or cannot be written right now. */
export class SnapshotError extends StudioError {
  override readonly name = "SnapshotError";
  readonly code: SnapshotErrorCode;
  readonly path: string;
  /** What is wrong, without the advice: for a caller that words its own (the change report's previous snapshot). */
  readonly detail: string;

  constructor(code: SnapshotErrorCode, path: string, detail: string, options?: { cause?: unknown }) {
    const what: Record<SnapshotErrorCode, string> = {
      snapshot_missing: `There is no catalog snapshot at ${path}. ${NEXT_STEP}`,
      snapshot_corrupt: `The catalog snapshot at ${path} is damaged (${detail}). ${NEXT_STEP}`,
      snapshot_newer_version: `The catalog snapshot at ${path} was written by a newer version of this site (${detail}). Update this project, or ${NEXT_STEP.charAt(0).toLowerCase()}${NEXT_STEP.slice(1)}`,
      snapshot_invalid: `The catalog snapshot at ${path} does not have the expected shape (${detail}). ${NEXT_STEP}`,
      snapshot_locked: `Another sync is writing ${path} right now (${detail}). Wait for it to finish and try again; if no sync is running, delete ${path}.lock.`,
    };
    super(what[code], options);
    this.code = code;
    this.path = path;
    this.detail = detail;
  }
}
