/**
 * What the page's live layer (LiveSpots.astro) and a part drawn after the page loaded (the
 * planner's classes) say to each other, as events on `document`. A module of its own, so the
 * planner loads these few names and not the live layer's client.
 */

/**
 * Asks the live layer to bring its hooks up to date again: a part drawn after the page loaded
 * dispatches it once drawn. An answer still fresh (`CACHE_MS`) is reused, so this asks the API
 * nothing new.
 */
export const LIVE_REFRESH_EVENT = "live-spots-refresh";

/**
 * Dispatched by the live layer after each refresh that brought answers, with `LiveStates` as its
 * detail: a part that decides with spots (the planner's suggestions, its "full" warning, its next
 * steps) decides again with these.
 */
export const LIVE_ANSWER_EVENT = "live-spots-answer";

/**
 * Each hook's state (`isFull`, `spotsInWords` of the API's capacity) by its source ("class:<id>"),
 * with `at`, when the API's answer it came from arrived: answers cached at different times can
 * disagree, and the newer one is the one to believe.
 */
export type LiveStates = Readonly<Record<string, { readonly full: boolean; readonly spots: string | null; readonly at: number }>>;

/** The source a hook of a class's own spots follows (spec 2.2 rule 4: a session-based class's number). */
export const classLiveSource = (classId: string): string => `class:${classId}`;

/** The class a source names (`classLiveSource`'s inverse); null for a session's or none. */
export const classOfLiveSource = (source: string): string | null => (source.startsWith("class:") && source.length > 6 ? source.slice(6) : null);

/** The source a hook of one session's spots follows (a drop-in's). */
export const sessionLiveSource = (sessionId: string): string => `session:${sessionId}`;
