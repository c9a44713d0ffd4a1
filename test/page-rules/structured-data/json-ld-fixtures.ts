import { serializeJsonLd, type JsonLd } from "../../../src/page-rules/structured-data/json-ld.ts";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a search engine reads: the serialized block parsed back as JSON. */
export function parsed(data: JsonLd): Json {
  return JSON.parse(serializeJsonLd(data)) as Json;
}

export const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export const SITE = "https://schedule.example.com";
export const HOME = `${SITE}/`;
