import { describe, expect, it } from "vitest";
import { BENCH_USAGE, BenchUsageError, parseBenchOptions } from "../../bench/bench-options.ts";

/** The error parseBenchOptions throws for `argv`, or a failed expectation when it throws none. */
function usageErrorOf(argv: readonly string[]): BenchUsageError {
  try {
    parseBenchOptions(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(BenchUsageError);
    return error as BenchUsageError;
  }
  throw new Error(`Expected ${argv.join(" ")} to be refused.`);
}

const firstLine = (error: Error) => error.message.split("\n")[0];

describe("--build-classes", () => {
  it("measures the build at 400 and 1,500 classes unless told otherwise (issue 17)", () => {
    expect(parseBenchOptions([]).buildClasses).toEqual([400, 1500]);
  });

  it("takes one size or several, in the order given", () => {
    expect(parseBenchOptions(["--build-classes", "60,120"]).buildClasses).toEqual([60, 120]);
    expect(parseBenchOptions(["--build-classes", "1500,400"]).buildClasses).toEqual([1500, 400]);
    expect(parseBenchOptions(["--build-classes=250"]).buildClasses).toEqual([250]);
    expect(parseBenchOptions(["--build-classes", "1,100000"]).buildClasses).toEqual([1, 100000]);
  });

  it("leaves --classes, the size section 1 syncs, as it is", () => {
    const options = parseBenchOptions(["--classes", "60", "--build-classes", "60,120"]);
    expect(options.classes).toBe(60);
    expect(options.buildClasses).toEqual([60, 120]);
  });

  it.each(["0", "100001", "1.5", "abc", "", "400,,1500", "400,", "400;1500", "400 1500", "-400"])(
    'refuses "%s" with what it expects, and the usage',
    (raw) => {
      const error = usageErrorOf([`--build-classes=${raw}`]);
      expect(error.code).toBe("bench_usage");
      expect(firstLine(error)).toBe(`Expected --build-classes to be whole numbers from 1 to 100000 separated by commas, like 400,1500; got "${raw}".`);
      expect(error.message.endsWith(BENCH_USAGE)).toBe(true);
    },
  );

  it("refuses a size named twice", () => {
    const error = usageErrorOf(["--build-classes", "400,1500,400"]);
    expect(error.code).toBe("bench_usage");
    expect(firstLine(error)).toBe("--build-classes names 400 twice; give each studio size once.");
  });

  it("refuses the option without a value", () => {
    const error = usageErrorOf(["--build-classes"]);
    expect(error.code).toBe("bench_usage");
    expect(firstLine(error)).toContain("--build-classes");
  });

  it("is listed in the usage", () => {
    expect(BENCH_USAGE).toMatch(/--build-classes N\[,N\.\.\.\][\s\S]*default 400,1500/);
  });
});

describe("the build's switches", () => {
  it("skips the build at every size with --skip-build, and with --skip-sync, whose snapshot it needs", () => {
    expect(parseBenchOptions([]).skipBuild).toBe(false);
    expect(parseBenchOptions(["--skip-build"]).skipBuild).toBe(true);
    expect(parseBenchOptions(["--skip-sync"]).skipBuild).toBe(true);
    expect(parseBenchOptions(["--skip-build", "--build-classes", "60"]).skipBuild).toBe(true);
  });
});

describe("--build-runs", () => {
  it("builds the site and its floor three times each unless told otherwise, and says so in the usage", () => {
    expect(parseBenchOptions([]).buildRuns).toBe(3);
    expect(parseBenchOptions(["--build-runs", "1"]).buildRuns).toBe(1);
    expect(BENCH_USAGE).toMatch(/--build-runs N .*in turn.*\(default 3\)/);
  });
});
