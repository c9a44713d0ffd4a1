import { describe, expect, it } from "vitest";
import { HttpStatusError } from "../../src/api/errors/http-status-error.ts";

const details = { endpoint: "GET /me", status: 502, apiCode: "http_502", apiMessage: null, keyHint: "svc_sk_live…", requiredScope: null };

// Each error is made inside its test: one made when the file loads would be checked against
// whatever the code was then, not the code under test (mutation runs reuse loaded modules).
describe("HttpStatusError", () => {
  it("prints as an HttpStatusError with the status and the code", () => {
    const error = new HttpStatusError({ ...details, status: 401, apiCode: "unauthorized", apiMessage: "Unknown key." });
    expect(String(error)).toBe('HttpStatusError: GET /me answered 401 unauthorized. The API said: "Unknown key.".');
  });

  it("shows the start of a page that is not the API's on one line, without its line breaks and indentation", () => {
    const page = "\n\n  <html>\n    <head><title>502   Bad Gateway</title></head>\n\t<body>upstream gone</body>\n</html>\n";
    const error = new HttpStatusError({ ...details, responseBody: page });
    expect(error.message).toBe(
      `GET /me answered 502 http_502. The answer was not the API's, it began: "<html> <head><title>502 Bad Gateway</title></head> <body>upstream gone</body> </html>".`,
    );
    // The excerpt itself is kept as it came, for a closer look.
    expect(error.responseBody).toBe(page);
  });
});
