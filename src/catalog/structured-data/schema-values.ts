import type { EventAttendanceModeEnumeration, EventStatusType, ItemAvailability } from "schema-dts";

/**
 * schema.org enumeration members as full URLs, the form Google's examples use.
 * Typed by schema-dts, so a misspelt member fails type-checking.
 */
export const EVENT_SCHEDULED: EventStatusType = "https://schema.org/EventScheduled";
export const EVENT_CANCELLED: EventStatusType = "https://schema.org/EventCancelled";
export const OFFLINE_ATTENDANCE: EventAttendanceModeEnumeration = "https://schema.org/OfflineEventAttendanceMode";
export const IN_STOCK: ItemAvailability = "https://schema.org/InStock";
export const LIMITED_AVAILABILITY: ItemAvailability = "https://schema.org/LimitedAvailability";
export const SOLD_OUT: ItemAvailability = "https://schema.org/SoldOut";
