import { SnapshotError } from "../snapshot/snapshot-error.ts";
import { parseSnapshot, type Snapshot } from "../snapshot/snapshot.ts";

/** Long enough for a CDN's first byte of a few megabytes, short enough not to hold up a build. */
export const PUBLISHED_SNAPSHOT_TIMEOUT_MS = 5_000;

export interface PublishedSnapshotOptions {
  timeoutMs?: number;
  /** Ends the download early (the sync failed, so no report will be written). */
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

export type PublishedSnapshotResult =
  | { readonly snapshot: Snapshot; readonly problem: null }
  | { readonly snapshot: null; readonly problem: string };

const failed = (problem: string): PublishedSnapshotResult => ({ snapshot: null, problem });

/**
 * The snapshot a deployed site publishes (`/catalog-snapshot.json`), for the change
 * report only. It never fails the sync: anything but a valid snapshot is a reason in
 * words, and the report then counts as a first sync. A redirect is not followed, so an
 * https address can never lead to a plain-http one; the reason names where it points.
 */
export async function fetchPublishedSnapshot(url: string, options: PublishedSnapshotOptions = {}): Promise<PublishedSnapshotResult> {
  const timeoutMs = options.timeoutMs ?? PUBLISHED_SNAPSHOT_TIMEOUT_MS;
  const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
  let text: string;
  try {
    const response = await (options.fetch ?? globalThis.fetch)(url, {
      redirect: "manual",
      headers: { accept: "application/json" },
      signal: AbortSignal.any(signals),
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get("location");
      return failed(`it answered ${response.status}, a redirect${location ? ` to ${new URL(location, url).href}` : ""}; set PREVIOUS_SNAPSHOT_URL to the final address`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      return failed(`it answered ${response.status}${response.status === 404 ? " (not published yet: the site's first build with this version publishes it)" : ""}`);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") return failed(`no answer within ${timeoutMs / 1000} s`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return failed(`the download failed (${cause?.code ?? cause?.message ?? (error as Error).message})`);
  }
  try {
    return { snapshot: parseSnapshot(text, url), problem: null };
  } catch (error) {
    if (error instanceof SnapshotError) return failed(`it is not a snapshot this version reads (${error.detail})`);
    throw error;
  }
}
