import type { SectionName } from "../snapshot/snapshot.ts";

/**
 * What changed between two snapshots, as data. Every reference carries the raw
 * fields (ids, local dates and times) and a ready label in the studio's locale and
 * time zone, so the renderers only arrange words.
 */

export interface ClassRef {
  readonly id: string;
  readonly name: string;
  /** "Ballet I (Tue 4:30 PM)": the name plus when it meets, since studios reuse names. */
  readonly label: string;
}

export interface SessionRef {
  readonly id: string;
  readonly classId: string;
  readonly className: string;
  /** Local date, YYYY-MM-DD. */
  readonly date: string;
  /** Local time, HH:MM:SS, or null when the session has none. */
  readonly time: string | null;
  /** "Tue, Nov 24 at 4:30 PM". */
  readonly when: string;
}

export interface SeasonRef {
  readonly id: string;
  readonly name: string;
}

export type PricedItemKind = "class" | "membership" | "membership-price" | "trial" | "appointment";

export interface PricedItem {
  readonly kind: PricedItemKind;
  readonly id: string;
  /** Class label, membership name, "Membership – Price name", trial or service name. */
  readonly name: string;
}

export type ChangeEntry =
  | { readonly kind: "class-added"; readonly class: ClassRef; readonly sessions: number }
  | { readonly kind: "class-removed"; readonly class: ClassRef }
  | { readonly kind: "class-renamed"; readonly class: ClassRef; readonly previousName: string }
  | { readonly kind: "session-cancelled"; readonly session: SessionRef }
  | { readonly kind: "session-reinstated"; readonly session: SessionRef }
  | { readonly kind: "session-moved"; readonly session: SessionRef; readonly previousWhen: string }
  | { readonly kind: "session-added"; readonly session: SessionRef }
  | { readonly kind: "session-removed"; readonly session: SessionRef }
  | {
      readonly kind: "schedule-extended";
      /** The new last date of the sync window. */
      readonly through: string;
      readonly throughLabel: string;
      readonly sessions: number;
    }
  /** `session` is null for a session-based class (the class number counts), set for a drop-in session. */
  | { readonly kind: "class-full"; readonly class: ClassRef; readonly session: SessionRef | null }
  | {
      readonly kind: "class-reopened";
      readonly class: ClassRef;
      readonly session: SessionRef | null;
      /** null: no cap any more. */
      readonly spotsRemaining: number | null;
    }
  | { readonly kind: "season-added"; readonly season: SeasonRef; readonly state: SeasonSignUpState }
  | { readonly kind: "season-removed"; readonly season: SeasonRef }
  | { readonly kind: "season-opened"; readonly season: SeasonRef; readonly state: SeasonSignUpState }
  | {
      readonly kind: "season-closed";
      readonly season: SeasonRef;
      /** `postponed`: still open, but the opening (to the public or to existing families) moved later. */
      readonly reason: "status" | "closing-time" | "postponed";
      readonly state: SeasonSignUpState;
    }
  | { readonly kind: "price-changed"; readonly item: PricedItem; readonly from: string; readonly to: string }
  | { readonly kind: "price-added"; readonly item: PricedItem; readonly price: string }
  | { readonly kind: "price-removed"; readonly item: PricedItem; readonly price: string }
  | { readonly kind: "section-skipped"; readonly section: SectionName; readonly reason: string | null }
  | { readonly kind: "section-resumed"; readonly section: SectionName; readonly records: number };

export type ChangeKind = ChangeEntry["kind"];

/**
 * Who can sign up for a season at a snapshot's `synced_at` (spec section 3): the site's
 * own state (`seasonState`), with instants as ISO strings and labels in the studio's zone.
 */
export type SeasonSignUpState =
  | { readonly kind: "public"; readonly closesAt: string | null; readonly closesAtLabel: string | null }
  | {
      readonly kind: "existing-families";
      readonly publicFrom: string;
      readonly publicFromLabel: string;
      readonly closesAt: string | null;
      readonly closesAtLabel: string | null;
    }
  | {
      readonly kind: "public-later";
      readonly publicFrom: string;
      readonly publicFromLabel: string;
      /** Set when existing families may start before the public. */
      readonly existingFamiliesFrom: string | null;
      readonly existingFamiliesFromLabel: string | null;
    }
  | { readonly kind: "closed" };

export interface FirstSyncSummary {
  /** null for a section the key could not read. */
  readonly counts: {
    readonly classes: number | null;
    readonly sessions: number | null;
    readonly seasons: number | null;
    readonly memberships: number | null;
    readonly trialOffers: number | null;
    readonly appointmentServices: number | null;
    readonly locations: number | null;
  };
  readonly skipped: readonly { readonly section: SectionName; readonly reason: string | null }[];
  /** Set when the previous snapshot was another studio's, so nothing could be compared. */
  readonly replacedStudio: string | null;
}

export interface ChangeReport {
  readonly locale: string;
  readonly timezone: string;
  readonly studioName: string;
  readonly syncedAt: string;
  readonly previousSyncedAt: string | null;
  /** "Sat, Nov 21 at 1:00 PM" in the studio's zone; null on a first sync. */
  readonly previousSyncedAtLabel: string | null;
  /** Set when there was nothing to compare with. */
  readonly firstSync: FirstSyncSummary | null;
  /** The snapshots are equal apart from `synced_at`. */
  readonly unchanged: boolean;
  /** Ordered as the renderers show them (`orderEntries` in `change-report-render.ts`). */
  readonly entries: readonly ChangeEntry[];
}
