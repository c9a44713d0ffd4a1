import type { MembershipType } from "../../api/schemas/index.ts";
import { byId, classRef, syncedInBoth, type CompareContext } from "./compare-context.ts";
import type { ChangeEntry, PricedItem } from "./types.ts";

interface Priced {
  readonly id: string;
  readonly name: string;
  readonly price_display: string;
  readonly price_cents: number | null;
}

/** A printed price is what families see; the cents are compared too in case only they moved. */
const priceMoved = (before: Priced, after: Priced): boolean =>
  before.price_display !== after.price_display || before.price_cents !== after.price_cents;

function compareSimple(
  kind: "trial" | "appointment",
  previous: readonly Priced[],
  next: readonly Priced[],
): ChangeEntry[] {
  const before = byId(previous);
  const after = byId(next);
  const entries: ChangeEntry[] = [];
  for (const record of next) {
    const item: PricedItem = { kind, id: record.id, name: record.name };
    const old = before.get(record.id);
    if (!old) entries.push({ kind: "price-added", item, price: record.price_display });
    else if (priceMoved(old, record)) {
      entries.push({ kind: "price-changed", item, from: old.price_display, to: record.price_display });
    }
  }
  for (const old of previous) {
    if (!after.has(old.id))
      entries.push({ kind: "price-removed", item: { kind, id: old.id, name: old.name }, price: old.price_display });
  }
  return entries;
}

const allPrices = (type: MembershipType): string =>
  type.prices.length === 0 ? "no price on sale" : type.prices.map((price) => price.price_display).join("; ");

function compareMemberships(previous: readonly MembershipType[], next: readonly MembershipType[]): ChangeEntry[] {
  const before = byId(previous);
  const after = byId(next);
  const entries: ChangeEntry[] = [];
  for (const type of next) {
    const old = before.get(type.id);
    if (!old) {
      entries.push({
        kind: "price-added",
        item: { kind: "membership", id: type.id, name: type.name },
        price: allPrices(type),
      });
      continue;
    }
    const oldPrices = byId(old.prices);
    const newPrices = byId(type.prices);
    for (const price of type.prices) {
      const item: PricedItem = { kind: "membership-price", id: price.id, name: `${type.name} – ${price.name}` };
      const oldPrice = oldPrices.get(price.id);
      if (!oldPrice) entries.push({ kind: "price-added", item, price: price.price_display });
      else if (oldPrice.price_display !== price.price_display || oldPrice.amount_cents !== price.amount_cents) {
        entries.push({ kind: "price-changed", item, from: oldPrice.price_display, to: price.price_display });
      }
    }
    for (const oldPrice of old.prices) {
      if (newPrices.has(oldPrice.id)) continue;
      const item: PricedItem = { kind: "membership-price", id: oldPrice.id, name: `${type.name} – ${oldPrice.name}` };
      entries.push({ kind: "price-removed", item, price: oldPrice.price_display });
    }
  }
  for (const old of previous) {
    if (!after.has(old.id)) {
      entries.push({
        kind: "price-removed",
        item: { kind: "membership", id: old.id, name: old.name },
        price: allPrices(old),
      });
    }
  }
  return entries;
}

/**
 * Price changes on classes, membership prices, trial offers and appointment services.
 * New and removed classes are on their own lines already; new and removed offers of
 * the other kinds are listed here with their price.
 */
export function comparePrices(context: CompareContext): ChangeEntry[] {
  const { previous, next, format } = context;
  const entries: ChangeEntry[] = [];
  if (syncedInBoth(context, "classes")) {
    const before = byId(previous.classes);
    for (const cls of next.classes) {
      const old = before.get(cls.id);
      if (old && priceMoved(old, cls)) {
        const { id, label } = classRef(cls, format);
        entries.push({
          kind: "price-changed",
          item: { kind: "class", id, name: label },
          from: old.price_display,
          to: cls.price_display,
        });
      }
    }
  }
  if (syncedInBoth(context, "membership_types"))
    entries.push(...compareMemberships(previous.membership_types, next.membership_types));
  if (syncedInBoth(context, "trial_classes"))
    entries.push(...compareSimple("trial", previous.trial_classes, next.trial_classes));
  if (syncedInBoth(context, "appointment_services")) {
    entries.push(...compareSimple("appointment", previous.appointment_services, next.appointment_services));
  }
  return entries;
}
