import type { APIRoute } from "astro";
import { plannerData } from "../../site/planner-data.ts";

/** /plan/data.json: the family planner's data, fetched by its script on /plan/ only (src/site/planner-data.ts). */
export const GET: APIRoute = ({ locals }) => new Response(JSON.stringify(plannerData(locals.model)), { headers: { "Content-Type": "application/json; charset=utf-8" } });
