/**
 * True under `npm run mutation` (vitest.mutation.config.ts sets it). A test that runs the code under test in a
 * child process never sees Stryker's active mutant (it lives in the test process), so there it can kill nothing
 * and only costs minutes: such tests skip themselves with `it.skipIf(inMutationRun)`.
 */
export const inMutationRun = process.env.STUDIO_MUTATION_RUN === "1";
