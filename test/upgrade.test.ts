import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The upgrade the docs recommend (docs/deploying.md, "Upgrading to a newer version"), run
 * with real git, commands copied from the docs: a studio's copy of an older version of this
 * repository, with its own theme colour, footer line, logo and settings file (site.yaml),
 * takes the current version (this checkout's HEAD) without a conflict and keeps all four.
 */

const ROOT = join(import.meta.dirname, "..");
const DOCS_URL = "https://github.com/TEMPLATE-OWNER/studio-schedule-site.git";

// Git as on a fresh machine: no user or system configuration, a fixed identity.
const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Studio Owner",
  GIT_AUTHOR_EMAIL: "owner@studio.invalid",
  GIT_COMMITTER_NAME: "Studio Owner",
  GIT_COMMITTER_EMAIL: "owner@studio.invalid",
};

const git = (cwd: string, ...args: string[]): string =>
  execFileSync("git", args, { cwd, env: GIT_ENV, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** Runs a block of shell commands as an owner would type them; never throws. */
function shell(cwd: string, script: string): { status: number | null; output: string } {
  const result = spawnSync("bash", ["-e", "-c", script], { cwd, env: GIT_ENV, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The ```sh block that follows `marker` in the docs' upgrade section. */
function docsBlock(marker: string): string {
  const docs = readFileSync(join(ROOT, "docs/deploying.md"), "utf8");
  const section = docs.slice(docs.indexOf("## Upgrading to a newer version"));
  const from = section.indexOf(marker);
  expect(from, `docs/deploying.md's upgrade section has "${marker}"`).toBeGreaterThan(-1);
  const block = /```sh\n([\s\S]*?)```/.exec(section.slice(from));
  expect(block, `a sh block after "${marker}"`).not.toBeNull();
  return block![1]!;
}

/**
 * The older version: the first commit with the footer file (the first with every file the
 * README calls the studio's). Null when this clone lacks it (a shallow clone).
 */
function olderCommit(): string | null {
  try {
    const added = git(ROOT, "log", "--diff-filter=A", "--format=%H", "HEAD", "--", "src/components/SiteFooter.astro");
    const first = added.split("\n").filter(Boolean).pop();
    return first && first !== git(ROOT, "rev-parse", "HEAD") ? first : null;
  } catch {
    return null;
  }
}

const OLDER = olderCommit();
const SHALLOW = ((): boolean => {
  try {
    return git(ROOT, "rev-parse", "--is-shallow-repository") === "true";
  } catch {
    return false;
  }
})();
const work = mkdtempSync(join(tmpdir(), "studio-upgrade-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const BRAND = "--color-brand: #0b6e4f;";
const FOOTER_LINE = "<p>12 Main Street, Springfield · 555-0100</p>";
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"><rect width="200" height="40"/></svg>\n';
const SETTINGS = 'colors:\n  brand: "#0b6e4f"\nhome:\n  sentence: Dance on Main Street since 1998.\n';

/** The project as the studio would fetch it: a repository whose main is this checkout's HEAD. */
function upstream(): string {
  const path = join(work, "upstream.git");
  git(work, "init", "-q", "--bare", path);
  git(path, "fetch", "-q", ROOT, "HEAD:refs/heads/main");
  return path;
}

/** The studio's repository on GitHub (`origin`) and its clone, at the older version. */
function studioCopy(name: string, kind: "fork" | "template", project: string): string {
  const origin = join(work, `${name}-origin.git`);
  const clone = join(work, name);
  git(work, "init", "-q", "--bare", "--initial-branch=main", origin);
  if (kind === "fork") {
    // A fork carries the project's history up to the day it was made.
    git(origin, "fetch", "-q", project, `${OLDER}:refs/heads/main`);
    git(work, "clone", "-q", origin, clone);
  } else {
    // "Use this template": the same files in one new commit, no shared history.
    git(work, "init", "-q", "--initial-branch=main", clone);
    execFileSync("bash", ["-c", `git -C "${project}" archive ${OLDER} | tar -x -C "${clone}"`], { env: GIT_ENV });
    git(clone, "add", "-A");
    git(clone, "commit", "-q", "-m", "Initial commit");
    git(clone, "remote", "add", "origin", origin);
    git(clone, "push", "-q", "-u", "origin", "main");
  }
  // The studio makes it its own, in the files the README calls the studio's.
  const theme = join(clone, "src/styles/theme.css");
  writeFileSync(theme, readFileSync(theme, "utf8").replace(/--color-brand: #[0-9a-f]{6};/, BRAND));
  const footer = join(clone, "src/components/SiteFooter.astro");
  writeFileSync(footer, readFileSync(footer, "utf8").replace("<strong>{studio}</strong>\n    </p>", `<strong>{studio}</strong>\n    </p>\n    ${FOOTER_LINE}`));
  writeFileSync(join(clone, "public/logo.svg"), LOGO);
  writeFileSync(join(clone, "site.yaml"), SETTINGS);
  git(clone, "commit", "-q", "-am", "Our colours and address");
  git(clone, "add", "public/logo.svg", "site.yaml");
  git(clone, "commit", "-q", "-m", "Our logo and settings");
  git(clone, "push", "-q", "origin", "main");
  expect(git(clone, "diff", "--stat", "HEAD~2", "HEAD")).toMatch(/4 files changed/);
  return clone;
}

const addUpstream = (project: string): string => docsBlock("add the project as\n`upstream`").replace(DOCS_URL, project);

describe("upgrading a studio's copy the way docs/deploying.md says", () => {
  const project = OLDER ? upstream() : "";

  it.for(["fork", "template"] as const)(
    "brings a %s copy from an older version to the current one, keeping its theme, footer, logo and settings file, without a conflict",
    (kind, { skip }) => {
      if (!OLDER) skip(`this clone lacks the older commit${SHALLOW ? " (a shallow clone: fetch with --unshallow)" : ""}`);
      const copy = studioCopy(`${kind}-copy`, kind, project);
      const steps = [addUpstream(project), ...(kind === "template" ? [docsBlock("Once, only for a copy made with")] : []), docsBlock("**Every upgrade**")];
      for (const step of steps) {
        const run = shell(copy, step);
        expect(run.status, `${step}\n${run.output}`).toBe(0);
      }
      // Exactly the current version plus the studio's three changes, and pushed.
      expect(git(copy, "diff", "--name-status", "upstream/main", "HEAD").split("\n")).toEqual([
        "A\tpublic/logo.svg",
        "A\tsite.yaml",
        "M\tsrc/components/SiteFooter.astro",
        "M\tsrc/styles/theme.css",
      ]);
      expect(readFileSync(join(copy, "site.yaml"), "utf8")).toBe(SETTINGS);
      expect(readFileSync(join(copy, "src/styles/theme.css"), "utf8")).toContain(BRAND);
      expect(readFileSync(join(copy, "src/components/SiteFooter.astro"), "utf8")).toContain(FOOTER_LINE);
      expect(readFileSync(join(copy, "public/logo.svg"), "utf8")).toBe(LOGO);
      expect(git(copy, "rev-parse", "origin/main")).toBe(git(copy, "rev-parse", "HEAD"));
    },
  );

  it("needs the docs' one-time step for a template copy: a plain unrelated-histories merge conflicts in the studio's files", ({ skip }) => {
    if (!OLDER) skip(`this clone lacks the older commit${SHALLOW ? " (a shallow clone: fetch with --unshallow)" : ""}`);
    const copy = studioCopy("plain-merge-copy", "template", project);
    expect(shell(copy, addUpstream(project)).status).toBe(0);
    const run = shell(copy, "git fetch -q upstream\ngit merge --allow-unrelated-histories --no-edit upstream/main");
    expect(run.status).not.toBe(0);
    expect(git(copy, "diff", "--name-only", "--diff-filter=U").split("\n")).toEqual(
      expect.arrayContaining(["src/components/SiteFooter.astro", "src/styles/theme.css"]),
    );
  });
});
