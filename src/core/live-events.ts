/**
 * What the page's live layer (LiveSpots.astro) and a part drawn after the page loaded (the
 * planner's classes) say to each other, as events on `document`. A module of its own, so the
 * planner loads these two names and not the live layer's client.
 */

/**
 * Asks the live layer to bring its hooks up to date again: a part drawn after the page loaded
 * dispatches it once drawn. An answer still fresh (`CACHE_MS`) is reused, so this asks the API
 * nothing new.
 */
export const LIVE_REFRESH_EVENT = "live-spots-refresh";

/**
 * Dispatched by the live layer after each refresh that brought answers, with `LiveAnswer` as its
 * detail: a part that decides with spots (the planner's suggestions, its "full" warning, its next
 * steps) decides again with these.
 */
export const LIVE_ANSWER_EVENT = "live-spots-answer";

/** One hook's state now (`isFull`, `spotsInWords` of the API's capacity), by its source ("class:<id>"). */
export type LiveAnswer = Readonly<Record<string, { readonly full: boolean; readonly spots: string | null }>>;

/** The source a hook of a class's own spots follows (spec 2.2 rule 4: a session-based class's number). */
export const classLiveSource = (classId: string): string => `class:${classId}`;

/** The source a hook of one session's spots follows (a drop-in's). */
export const sessionLiveSource = (sessionId: string): string => `session:${sessionId}`;
