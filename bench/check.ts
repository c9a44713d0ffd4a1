export type Verdict = "ok" | "MISS" | "";

/** One figure read against its target, for the table and the JSON. */
export interface Check {
  section: "sync" | "sync under 429 bursts" | "build" | "page weight" | "lighthouse" | "live spots" | "analytics" | "languages" | "site search";
  figure: string;
  value: number;
  target: string;
  verdict: Verdict;
}

export const verdict = (met: boolean): Verdict => (met ? "ok" : "MISS");
