import { addDays } from "../../src/core/local-time.ts";
import { stableId } from "../../src/emulator/data/building-blocks.ts";
import { generateStudio, type StudioData } from "../../src/emulator/index.ts";

export interface PagingStudioOptions {
  today: string;
  /** Records in each list the spec leaves unordered (trial classes, membership types, appointment services, locations). */
  unorderedRecords: number;
}

/** The records of a list, repeated with new ids and names until there are `count`. */
function copies<T extends { id: string; name: string }>(records: readonly T[], kind: string, count: number, renew: (copy: T, index: number) => void = () => {}): T[] {
  return Array.from({ length: count }, (_, index) => {
    const copy = structuredClone(records[index % records.length]!);
    copy.id = stableId("paging-studio", kind, index);
    copy.name = `${copy.name} (${index + 1})`;
    renew(copy, index);
    return copy;
  });
}

/** Sessions in the 90-day window after `today`: three a day, at 07:00, 12:00 and 17:00. */
const SESSION_TIMES = ["07:00:00", "12:00:00", "17:00:00"];

/**
 * A studio in which every list the sync reads is longer than one page of the largest size
 * (100; 200 for sessions): 120 classes, 105 categories and seasons, `unorderedRecords` of each
 * list without a fixed order, and one class with 270 sessions in the sync's window.
 */
export function pagingStudio({ today, unorderedRecords }: PagingStudioOptions): StudioData {
  const data = generateStudio({ classes: 120, seasons: 105, today, seed: 21 });
  const busy = data.classes.find((item) => item.schedule_type === "recurring" && item.end_date === null)!;
  const template = data.instances.find((session) => session.class_id === busy.id)!;
  const extra = Array.from({ length: 90 * SESSION_TIMES.length }, (_, index) => ({
    ...structuredClone(template),
    id: stableId("paging-studio", "session", index),
    date: addDays(today, Math.floor(index / SESSION_TIMES.length)),
    time: SESSION_TIMES[index % SESSION_TIMES.length]!,
    status: "scheduled" as const,
  }));
  return {
    ...data,
    instances: [...data.instances.filter((session) => session.class_id !== busy.id), ...extra],
    categories: copies(data.categories, "category", 105, (copy, index) => (copy.sort_order = index)),
    trialClasses: copies(data.trialClasses, "trial", unorderedRecords),
    membershipTypes: copies(data.membershipTypes, "membership", unorderedRecords, (copy, index) => {
      copy.prices = copy.prices.map((price, priceIndex) => ({ ...price, id: stableId("paging-studio", "price", index, priceIndex) }));
    }),
    appointmentServices: copies(data.appointmentServices, "service", unorderedRecords),
    locations: copies(data.locations, "location", unorderedRecords),
  };
}
