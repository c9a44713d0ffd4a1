import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SITE_VARIABLES, SYNC_VARIABLES } from "../../src/config.ts";

/**
 * The shipped workflow gives the sync and the build every setting src/config.ts reads:
 * a setting the workflow forgets is silently off on the published site (issue 21: an owner
 * who set STUDIO_PUBLIC_KEY got no live spots). The lists come from the config module itself,
 * so a new setting fails here until the workflow passes it.
 */

const ROOT = join(import.meta.dirname, "../..");
const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");

/** GitHub Actions sets these for every step (its default environment variables). */
const SET_BY_THE_RUNNER = new Set(["GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY"]);

type Env = Record<string, string>;
interface Step {
  readonly id?: string;
  readonly run?: string;
  readonly env?: Env;
}
interface Workflow {
  readonly env?: Env;
  readonly jobs: Record<string, { readonly env?: Env; readonly steps: Step[] }>;
}

/** What each step of `job` sees: the workflow's env, then the job's, then its own. */
function stepEnvironments(workflow: Workflow, job: string): { step: Step; env: Env }[] {
  const { env: jobEnv, steps } = workflow.jobs[job] ?? { steps: [] };
  return steps.map((step) => ({ step, env: { ...workflow.env, ...jobEnv, ...step.env } }));
}

function stepRunning(workflow: Workflow, job: string, command: RegExp): Env {
  const matches = stepEnvironments(workflow, job).filter(({ step }) => command.test(step.run ?? ""));
  expect(matches, `one step of job "${job}" runs ${command}`).toHaveLength(1);
  return matches[0]!.env;
}

/** The variables of `names` that `env` lacks, leaving out those the runner sets. */
const missing = (env: Env, names: readonly string[]): string[] =>
  [...new Set(names)].filter((name) => !SET_BY_THE_RUNNER.has(name) && !(name in env));

const SYNC_STEP = /\bnpm run (--silent )?sync\b/;
const BUILD_STEP = /\bnpm run build(:offline)?\b/;

describe("site.yml passes every setting src/config.ts reads", () => {
  const workflow = parse(read(".github/workflows/site.yml")) as Workflow;

  it("gives the sync step every sync and site setting, since the sync checks both before any request", () => {
    expect(missing(stepRunning(workflow, "build", SYNC_STEP), [...SYNC_VARIABLES, ...SITE_VARIABLES])).toEqual([]);
  });

  it("gives the build step every site setting, live spots' STUDIO_PUBLIC_KEY and STUDIO_PUBLIC_API_URL included", () => {
    const build = stepRunning(workflow, "build", BUILD_STEP);
    expect(missing(build, SITE_VARIABLES)).toEqual([]);
    expect(build).toMatchObject({
      STUDIO_PUBLIC_KEY: "${{ vars.STUDIO_PUBLIC_KEY }}",
      STUDIO_PUBLIC_API_URL: "${{ vars.STUDIO_PUBLIC_API_URL }}",
    });
  });

  it("takes each setting from the repository variable of the same name, the key from the secret", () => {
    const settings = new Set<string>([...SYNC_VARIABLES, ...SITE_VARIABLES]);
    const misnamed = stepEnvironments(workflow, "build").flatMap(({ env }) =>
      Object.entries(env)
        .filter(([name, value]) => settings.has(name) && value.includes("${{"))
        .filter(([name, value]) => !value.includes(`vars.${name} `) && !value.includes(`secrets.${name} `))
        .map(([name, value]) => `${name}: ${value}`),
    );
    expect([...new Set(misnamed)]).toEqual([]);
  });

  it("documents every repository variable it reads in the GitHub Pages steps of docs/deploying.md", () => {
    const variables = [...new Set([...read(".github/workflows/site.yml").matchAll(/\bvars\.(\w+)/g)].map((match) => match[1]!))];
    const docs = read("docs/deploying.md");
    const pagesSection = docs.slice(docs.indexOf("## 1. GitHub Pages"), docs.indexOf("## 2. Netlify"));
    expect(variables.filter((name) => !pagesSection.includes(`\`${name}\``))).toEqual([]);
  });

  it("notices a setting the workflow forgets", () => {
    const { STUDIO_PUBLIC_KEY: _dropped, ...withoutKey } = workflow.jobs.build!.env!;
    const broken: Workflow = { ...workflow, jobs: { ...workflow.jobs, build: { ...workflow.jobs.build!, env: withoutKey } } };
    expect(missing(stepRunning(broken, "build", BUILD_STEP), SITE_VARIABLES)).toEqual(["STUDIO_PUBLIC_KEY"]);
  });
});
