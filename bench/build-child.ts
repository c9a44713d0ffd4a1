/**
 * One `astro build` in its own process, for bench/astro-build.ts: its own cacheDir keeps
 * the content store apart from any other build, and the process's peak memory is the
 * build's. Reports the wall time and peak memory over IPC; logs at "info" so the parent
 * can read the per-route render times.
 *
 * Usage (from bench/astro-build.ts): node bench/build-child.ts <root> <outDir> <cacheDir>
 */
import { build } from "astro";
import { cpuMs, peakRssBytes, sendToParent, type ChildUsage } from "./child-process.ts";

const [root, outDir, cacheDir] = process.argv.slice(2);
if (!root || !outDir || !cacheDir) {
  console.error("Usage: node bench/build-child.ts <root> <outDir> <cacheDir>");
  process.exit(2);
}

const started = performance.now();
try {
  await build({ root, outDir, cacheDir, logLevel: "info" });
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}
const usage: ChildUsage = { wallMs: performance.now() - started, peakRssBytes: peakRssBytes(), cpuMs: cpuMs() };
await sendToParent(usage);
