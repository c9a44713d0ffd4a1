import type { MembershipPrice, MembershipType } from "../api/schemas/index.ts";
import { compareById, syncedInBoth, type CompareContext } from "./change-report-index.ts";
import type { ChangeEntry, PricedItem } from "./change-report-types.ts";
import { classRef } from "./change-report-words.ts";

/**
 * Price changes on classes, membership prices, trial offers and appointment services.
 * New and removed classes are on their own lines already; new and removed offers of
 * the other kinds are listed here with their price.
 */
export function comparePrices(context: CompareContext): ChangeEntry[] {
  const { previous, next, format } = context;
  const entries: ChangeEntry[] = [];
  if (syncedInBoth(context, "classes")) {
    entries.push(
      ...compareById(previous.classes, next.classes, {
        kept: (old, cls) =>
          priceMoved(old, cls)
            ? [{ kind: "price-changed", item: { kind: "class", id: cls.id, name: classRef(cls, format).label }, from: old.price_display, to: cls.price_display }]
            : [],
      }),
    );
  }
  if (syncedInBoth(context, "membership_types")) entries.push(...compareMemberships(context));
  if (syncedInBoth(context, "trial_classes")) entries.push(...compareOffers("trial", previous.trials, next.trials));
  if (syncedInBoth(context, "appointment_services")) {
    entries.push(...compareOffers("appointment", previous.services, next.services));
  }
  return entries;
}

interface Priced {
  readonly id: string;
  readonly name: string;
  readonly price_display: string;
  readonly price_cents: number | null;
}

/** A printed price is what families see; the cents are compared too in case only they moved. */
const priceMoved = (before: Priced, after: Priced): boolean =>
  before.price_display !== after.price_display || before.price_cents !== after.price_cents;

/** Trial offers or appointment services: one price each. */
function compareOffers(
  kind: "trial" | "appointment",
  previous: ReadonlyMap<string, Priced>,
  next: ReadonlyMap<string, Priced>,
): ChangeEntry[] {
  const item = (record: Priced): PricedItem => ({ kind, id: record.id, name: record.name });
  return compareById(previous, next, {
    added: (record) => [{ kind: "price-added", item: item(record), price: record.price_display }],
    kept: (old, record) =>
      priceMoved(old, record) ? [{ kind: "price-changed", item: item(record), from: old.price_display, to: record.price_display }] : [],
    removed: (old) => [{ kind: "price-removed", item: item(old), price: old.price_display }],
  });
}

const allPrices = (type: MembershipType): string =>
  type.prices.length === 0 ? "no price on sale" : type.prices.map((price) => price.price_display).join("; ");

/** Memberships added or removed (with all their prices), and each price of a membership both have. */
function compareMemberships({ previous, next }: CompareContext): ChangeEntry[] {
  const membership = (type: MembershipType): PricedItem => ({ kind: "membership", id: type.id, name: type.name });
  return compareById(previous.memberships, next.memberships, {
    added: (type) => [{ kind: "price-added", item: membership(type), price: allPrices(type) }],
    kept: (old, type) => {
      const price = (record: MembershipPrice): PricedItem => ({
        kind: "membership-price",
        id: record.id,
        name: `${type.name} – ${record.name}`,
      });
      return compareById(previous.membershipPrices.get(old.id) ?? new Map(), next.membershipPrices.get(type.id) ?? new Map(), {
        added: (record) => [{ kind: "price-added", item: price(record), price: record.price_display }],
        kept: (oldPrice, record) =>
          oldPrice.price_display !== record.price_display || oldPrice.amount_cents !== record.amount_cents
            ? [{ kind: "price-changed", item: price(record), from: oldPrice.price_display, to: record.price_display }]
            : [],
        removed: (oldPrice) => [{ kind: "price-removed", item: price(oldPrice), price: oldPrice.price_display }],
      });
    },
    removed: (old) => [{ kind: "price-removed", item: membership(old), price: allPrices(old) }],
  });
}
