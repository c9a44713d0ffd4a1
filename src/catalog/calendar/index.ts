export { buildClassCalendar, buildStudioCalendar, FEED_REFRESH_SECONDS, type CalendarFeedOptions } from "./build-calendar.ts";
export { CalendarInputError, type CalendarInputErrorCode } from "./calendar-input-error.ts";
export { calendarClasses, type ClassPage } from "./feed-classes.ts";
export { classCalendarPath, STUDIO_CALENDAR_PATH, webcalUrl } from "./feed-links.ts";
export { feedRevision, type FeedRevision } from "./feed-revision.ts";
export { locationText, sessionEvent, sessionUid, type CalendarClass, type SessionEvent } from "./session-event.ts";
