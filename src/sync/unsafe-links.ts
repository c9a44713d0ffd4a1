import { isHttpUrl } from "../api/http-url.ts";
import type { Snapshot } from "../snapshot/snapshot.ts";

interface Linked {
  id: string;
  name: string;
  featured_image_url?: string | null;
  links?: Record<string, string | null>;
}

/**
 * Link and image fields that are not absolute http(s) URLs (`javascript:`, `data:`,
 * relative paths). They stay in the snapshot as the API sent them; the site never
 * turns them into a link or image, and the sync says so once per field.
 */
export function findUnsafeLinks(snapshot: Pick<Snapshot, "classes" | "trial_classes" | "registrations" | "membership_types" | "appointment_services"> & { sessions_by_class: Snapshot["sessions_by_class"] }): string[] {
  const warnings: string[] = [];
  const check = (kind: string, record: Linked) => {
    const fields: [string, string | null | undefined][] = [["featured_image_url", record.featured_image_url]];
    for (const [name, value] of Object.entries(record.links ?? {})) fields.push([`links.${name}`, value]);
    for (const [field, value] of fields) {
      if (value != null && !isHttpUrl(value)) {
        warnings.push(`${kind} "${record.name}" (${record.id}): ${field} is not an http(s) URL, so the site will not link it (${JSON.stringify(value.slice(0, 60))}).`);
      }
    }
  };
  for (const item of snapshot.classes) check("Class", item);
  for (const item of snapshot.trial_classes) check("Trial offer", item);
  for (const item of snapshot.registrations) check("Season", item);
  for (const item of snapshot.appointment_services) check("Appointment service", item);
  for (const item of snapshot.membership_types) {
    check("Membership", item);
    for (const price of item.prices) check(`Membership "${item.name}" price`, price);
  }
  for (const sessions of Object.values(snapshot.sessions_by_class)) {
    for (const session of sessions) check("Session", { ...session, name: session.date });
  }
  return warnings;
}
