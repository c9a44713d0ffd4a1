import { ApiError } from "./api-error.ts";

export interface ContractIssue {
  /** "data[3].capacity.max" */
  path: string;
  message: string;
  /** The id of the record the issue sits in, when there is one. */
  recordId: string | null;
}

/** A response that breaks the API contract (spec section 2). */
export class ContractError extends ApiError {
  override readonly name = "ContractError";
  readonly code = "contract_violation";
  readonly issues: readonly ContractIssue[];

  constructor(endpoint: string, issues: readonly ContractIssue[]) {
    const shown = issues.slice(0, 10).map((issue) => {
      const record = issue.recordId ? `record ${issue.recordId}, ` : "";
      return `  - ${record}${issue.path || "(body)"}: ${issue.message}`;
    });
    if (issues.length > shown.length) shown.push(`  - and ${issues.length - shown.length} more`);
    super(
      endpoint,
      `${endpoint} returned data that breaks the API contract:\n${shown.join("\n")}\n` +
        "Nothing was written. The studio's data or the API changed in a way the sync cannot trust; report this message to the API provider, then run the sync again.",
    );
    this.issues = issues;
  }
}
