import { StudioError } from "../api/errors/studio-error.ts";

/** A non-2xx answer (spec 7); thrown by the request pipeline, sent as `{error:{code,message}}`. */
export class ErrorReply extends StudioError {
  override readonly name = "ErrorReply";
  readonly status: number;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const invalidRequest = (message: string) => new ErrorReply(400, "invalid_request", message);
export const notFound = (message: string) => new ErrorReply(404, "not_found", message);
