import { appendFile } from "node:fs/promises";
import { relative } from "node:path";
import { StudioError } from "../api/errors/studio-error.ts";
import { ConfigError } from "../config-error.ts";
import { readSiteConfig, readSyncConfig, type Environment, type SyncConfig } from "../config.ts";
import { publishedSnapshot, type Snapshot } from "../snapshot/snapshot.ts";
import type { RunningEmulator } from "../emulator/index.ts";
import { CHANGE_FEED_DAYS, type ChangeFeed } from "../snapshot/change-feed.ts";
import { recordChangeFeed } from "./change-feed.ts";
import { describeChanges, needsRebuild } from "./change-report.ts";
import type { ChangeReport } from "./change-report-types.ts";
import { renderChangeReportMarkdown, renderChangeReportText } from "./change-report-render.ts";
import { failureAdvice } from "./failure-advice.ts";
import { fetchPublishedSnapshot, type PublishedSnapshotResult } from "./published-snapshot.ts";
import { readPreviousSnapshot, withSnapshotLock, writeSnapshotAtomically } from "./snapshot-store.ts";
import { createSyncLog, type LogStream } from "./sync-log.ts";
import { syncCatalog, type SyncOptions, type SyncStats } from "./sync.ts";

export const EXIT_OK = 0;
export const EXIT_SYNC_FAILED = 1;
export const EXIT_BAD_CONFIG = 2;

export interface SyncCommandOptions {
  stderr: LogStream;
  env?: Environment;
  now?: () => Date;
  /** Time-scale knobs for tests and the benchmark; never read from the environment. */
  tuning?: Pick<SyncOptions, "timing" | "windowMs" | "maxConcurrent">;
}

/**
 * Replaces every occurrence of the secrets in what is written, whatever printed it. Each is
 * a whole API key as the configuration accepts it (svc_sk_ or svc_pk_ and more), so never
 * empty and never a fragment of ordinary words.
 */
function scrubbing(stream: LogStream, secrets: readonly string[]): LogStream {
  return {
    isTTY: stream.isTTY,
    write: (chunk: string) => stream.write(secrets.reduce((text, secret) => text.split(secret).join("[redacted key]"), chunk)),
  };
}

const shownPath = (path: string) => relative(process.cwd(), path) || path;

function summaryLine(stats: SyncStats, snapshot: Snapshot, path: string): string {
  const sessions = Object.values(snapshot.sessions_by_class).reduce((sum, list) => sum + list.length, 0);
  const records = Object.entries(snapshot.sections)
    .map(([name, section]) => `${name} ${section.status === "synced" ? section.records : "skipped"}`)
    .join(", ");
  return (
    `Synced in ${(stats.durationMs / 1000).toFixed(1)} s: ${stats.requests} requests (floor ${stats.floor}), ` +
    `${stats.retries} retries, ${stats.rateLimited} rate-limited (429) answers.\n` +
    `Records: ${records}, sessions ${sessions}, season details ${Object.keys(snapshot.season_details).length}.\n` +
    `Snapshot written to ${shownPath(path)}.`
  );
}

async function connect(config: SyncConfig, log: ReturnType<typeof createSyncLog>) {
  if (config.api) {
    return { url: config.api.url, key: config.api.key, source: { kind: "api", api_url: config.api.url } as const, emulator: null };
  }
  // Loaded only for the demo: a real studio's sync never pays for the emulator and its data builders.
  const { demoKey, startEmulator } = await import("../emulator/index.ts");
  const emulator: RunningEmulator = await startEmulator();
  // The README tells a studio a publishable key is enough (spec 5: both kinds read the same data); the demo shows it.
  log.info(
    `No STUDIO_API_KEY is set, so this syncs the built-in demo studio from the API emulator at ${emulator.url}, with its publishable key: a publishable key (svc_pk_) is all a sync needs, since it reads only the public catalog. Set STUDIO_API_KEY and STUDIO_API_URL to sync your own studio.`,
  );
  return { url: emulator.url, key: demoKey("publishable"), source: { kind: "demo-emulator", api_url: null } as const, emulator };
}

/**
 * The sync's settings, after checking the site's too: `npm run build` syncs first, so a
 * setting the build would refuse (a secret key as STUDIO_PUBLIC_KEY, say) stops
 * everything here, before any request, with every problem in one message.
 */
function readConfig(env: Environment | undefined): SyncConfig {
  const problems: string[] = [];
  const hints: string[] = [];
  const collect = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      for (const problem of error.problems) if (!problems.includes(problem)) problems.push(problem);
      for (const hint of error.hints) if (!hints.includes(hint)) hints.push(hint);
      return null;
    }
  };
  const config = collect(() => readSyncConfig(env));
  collect(() => readSiteConfig(env));
  if (config === null || problems.length > 0) throw new ConfigError(problems, hints);
  return config;
}

/**
 * `npm run sync`: configuration, then the sync, then an atomic write. Exit 0 on success,
 * 1 when the sync failed (the previous snapshot is untouched), 2 for bad configuration
 * (nothing was sent).
 */
export async function runSyncCommand(options: SyncCommandOptions): Promise<number> {
  let config: SyncConfig;
  try {
    config = readConfig(options.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      const names = error.problems.map((problem) => problem.split(/[\s(]/, 1)[0]).join(", ");
      options.stderr.write(`${error.message}\nSync not started: ${error.problems.length} configuration problem(s) (${names}).\n`);
      return EXIT_BAD_CONFIG;
    }
    throw error;
  }
  const stderr = scrubbing(options.stderr, config.api ? [config.api.key] : []);
  const log = createSyncLog(stderr);
  let emulator: RunningEmulator | null = null;
  try {
    const connection = await connect(config, log);
    emulator = connection.emulator;
    return await withSnapshotLock(config.snapshotPath, async () => {
      const local = await readPreviousSnapshot(config.snapshotPath);
      // Downloaded while the sync runs, and abandoned if the sync fails.
      const download = new AbortController();
      const published =
        local === null && config.previousSnapshotUrl !== null
          ? fetchPublishedSnapshot(config.previousSnapshotUrl, { signal: download.signal })
          : null;
      const { snapshot, stats } = await syncCatalog({
        apiUrl: connection.url,
        apiKey: connection.key,
        timezone: config.timezone,
        daysAhead: config.daysAhead,
        rateLimit: config.rateLimit,
        source: connection.source,
        log,
        now: options.now,
        ...options.tuning,
      }).catch((error: unknown) => {
        download.abort();
        throw error;
      });
      const compared = published === null ? { previous: local, next: snapshot, note: null } : comparedWithPublished(await published, snapshot, config);
      const report = describeChanges(compared.previous, compared.next, { locale: config.locale });
      // What changed goes into the snapshot itself, so it is written (and published) with the catalog it describes, or not at all.
      const { feed, added } = recordChangeFeed(compared.previous, snapshot, report);
      const recorded = { ...snapshot, change_feed: feed };
      await writeSnapshotAtomically(config.snapshotPath, recorded);
      log.info(summaryLine(stats, recorded, config.snapshotPath));
      log.info(changeFeedLine(feed, added.length));
      if (compared.note !== null) log.info(compared.note);
      await reportChanges(report, added.length > 0, config, log);
      return EXIT_OK;
    });
  } catch (error) {
    const known = error instanceof StudioError;
    const code = known ? error.code : "unexpected_error";
    const message = error instanceof Error ? error.message : String(error);
    if (!known) {
      stderr.write(`${error instanceof Error && error.stack ? error.stack : message}\n`);
    }
    const firstLine = message.split("\n")[0];
    const advice = known ? failureAdvice(error) : null;
    stderr.write(
      `${message.includes("\n") ? `${message}\n` : ""}Sync failed (${code}): ${firstLine}${advice ? ` ${advice}` : ""} The previous snapshot was left as it was.\n`,
    );
    return EXIT_SYNC_FAILED;
  } finally {
    await emulator?.close();
  }
}

/**
 * What the report compares when there is no usable local snapshot: the one the deployed
 * site published, with one line saying so, or nothing (a first sync) with one line saying
 * why. The published copy lacks the key's prefix (`publishedSnapshot`), so the new
 * snapshot is compared in its published form too. The download is never written to disk.
 */
function comparedWithPublished(
  result: PublishedSnapshotResult,
  next: Snapshot,
  config: SyncConfig,
): { previous: Snapshot | null; next: Snapshot; note: string } {
  const missing = `No previous snapshot at ${shownPath(config.snapshotPath)}`;
  if (result.snapshot === null) {
    return {
      previous: null,
      next,
      note: `${missing}, and none could be read from ${config.previousSnapshotUrl}: ${result.problem}. The change report counts this as a first sync.`,
    };
  }
  return { previous: result.snapshot, next: publishedSnapshot(next), note: `${missing}: comparing with the one the site published at ${config.previousSnapshotUrl}.` };
}

/** One line on the site's feeds of what changed: how many entries this sync added, and how many they hold. */
function changeFeedLine(feed: ChangeFeed, added: number): string {
  if (feed.entries.length === 0 && added === 0) return "Change feed: no entries yet (it records what changes from this sync on).";
  return `Change feed: ${added} new ${added === 1 ? "entry" : "entries"}, ${feed.entries.length} kept (the last ${CHANGE_FEED_DAYS} days).`;
}

/**
 * What changed, in words a studio owner reads: on stderr last, as Markdown in the GitHub
 * job summary, and `changed=true|false` as a step output so a scheduled CI run can skip
 * a pointless rebuild. New feed entries count as a change: time alone can bring one (a
 * season's closing drawing near) while the catalog stays the same, and the site must show it.
 */
async function reportChanges(
  report: ChangeReport,
  feedGrew: boolean,
  config: SyncConfig,
  log: ReturnType<typeof createSyncLog>,
): Promise<void> {
  log.info(renderChangeReportText(report).trimEnd());
  if (config.githubStepSummaryPath) await appendFile(config.githubStepSummaryPath, `${renderChangeReportMarkdown(report)}\n`);
  if (config.githubOutputPath) await appendFile(config.githubOutputPath, `changed=${needsRebuild(report) || feedGrew}\n`);
}
