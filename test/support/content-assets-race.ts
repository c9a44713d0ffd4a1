/**
 * Astro writes `<root>/.astro/content-assets.mjs` through one fixed temporary name whatever the cacheDir
 * (astro/dist/content/mutable-data-store.js, #writeFileAtomic), so two test builds starting together can rename
 * each other's file away (ENOENT on `content-assets.mjs.tmp`). A studio builds one site at a time; here that one
 * race, and nothing else, gets a second try.
 */
import { inspect } from "node:util";

const isContentAssetsRace = (error: unknown): boolean => /content-assets\.mjs\.tmp/.test(inspect(error, { depth: 4 }));

/** `build()`, once more after a short pause when the first try lost that race. */
export async function retryingContentAssetsRace<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    if (!isContentAssetsRace(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
    return build();
  }
}
