import { afterAll, beforeAll } from "vitest";
import { demoKey, startEmulator, type EmulatorOptions, type RunningEmulator } from "../../src/emulator/index.ts";

/** A fixed Monday, so every test sees the same demo studio. */
export const TODAY = "2025-03-10";
/** Noon in New York on TODAY. */
export const NOW = Date.parse("2025-03-10T16:00:00Z");

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

export async function call(
  emulator: RunningEmulator,
  path: string,
  options: { key?: string | null; method?: string } = {},
): Promise<ApiResponse> {
  const key = options.key === undefined ? demoKey("full") : options.key;
  const response = await fetch(`${emulator.url}${path}`, {
    method: options.method ?? "GET",
    headers: key === null ? {} : { "X-API-Key": key },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === "" ? null : JSON.parse(text) };
}

/** Starts one emulator for the file (port 0, fixed day and clock) and closes it afterwards. */
export function useEmulator(options: EmulatorOptions = {}): () => RunningEmulator {
  let emulator: RunningEmulator | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({ today: TODAY, now: () => NOW, ...options });
  });
  afterAll(async () => {
    await emulator?.close();
  });
  return () => {
    if (!emulator) throw new Error("The emulator is not running yet; call it inside a test.");
    return emulator;
  };
}

/** Every row of a list endpoint, paging with the largest page. */
export async function fetchAll(emulator: RunningEmulator, path: string, pageSize = 100): Promise<any[]> {
  const rows: any[] = [];
  const join = path.includes("?") ? "&" : "?";
  for (let offset = 0; ; offset += pageSize) {
    const { status, body } = await call(emulator, `${path}${join}limit=${pageSize}&offset=${offset}`);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
    rows.push(...body.data);
    if (!body.pagination.has_more) return rows;
  }
}
