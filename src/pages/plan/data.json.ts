import type { APIRoute } from "astro";
import { plannerData } from "../../site/planner-data.ts";

/**
 * /plan/data.json: the family planner's data (src/site/planner-data.ts), fetched on first use by
 * the planner on /plan/, a row's "Add this date" and "Add classes to my plan".
 */
export const GET: APIRoute = ({ locals }) => new Response(JSON.stringify(plannerData(locals.model)), { headers: { "Content-Type": "application/json; charset=utf-8" } });
