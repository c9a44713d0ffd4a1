export { ApiError } from "./api-error.ts";
export { HttpStatusError } from "./http-status-error.ts";
export { NetworkError } from "./network-error.ts";
export { ContractError, type ContractIssue } from "./contract-error.ts";
export { PaginationDriftError } from "./pagination-drift-error.ts";
