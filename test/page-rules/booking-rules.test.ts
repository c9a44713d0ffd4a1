import { describe, expect, it } from "vitest";
import { bookingRulesInWords } from "../../src/page-rules/booking-rules.ts";
import { aService } from "../fixtures/catalog-records.ts";

describe("bookingRulesInWords", () => {
  it("lists every rule of a self-service service", () => {
    const service = aService({
      booking_approval_required: true,
      min_advance_booking_hours: 48,
      max_advance_booking_days: 1,
      cancellation_deadline_hours: 12,
    });
    expect(bookingRulesInWords(service, "en-US")).toEqual([
      "Book online.",
      "The studio confirms each booking.",
      "Book at least 2 days ahead.",
      "Book up to 1 day ahead.",
      "Cancel at least 12 hours before.",
    ]);
  });

  it("tells families to contact the studio when it is not self-service", () => {
    const rules = bookingRulesInWords(
      aService({
        allow_self_service_booking: false,
        min_advance_booking_hours: null,
        max_advance_booking_days: null,
        cancellation_deadline_hours: null,
      }),
      "en-US",
    );
    expect(rules).toEqual(["Booked by the studio, not online."]);
  });

  it("says nothing about a zero advance limit and allows cancelling any time for a zero deadline", () => {
    const rules = bookingRulesInWords(
      aService({ min_advance_booking_hours: 0, max_advance_booking_days: 0, cancellation_deadline_hours: 0 }),
      "en-US",
    );
    expect(rules).toEqual(["Book online.", "Cancel any time before it starts."]);
  });

  it("counts 1 hour in the singular", () => {
    expect(bookingRulesInWords(aService({ min_advance_booking_hours: 1 }), "en-US")).toContain("Book at least 1 hour ahead.");
  });
});

describe("booking rules in Spanish (es-US) and French (fr-CA)", () => {
  const service = aService({
    allow_self_service_booking: true,
    booking_approval_required: true,
    min_advance_booking_hours: 48,
    max_advance_booking_days: 30,
    cancellation_deadline_hours: 1,
  });

  it("says every rule with its counts in the language's plural", () => {
    expect(bookingRulesInWords(service, "es-US")).toEqual([
      "Reserve en línea.",
      "El estudio confirma cada reserva.",
      "Reserve con al menos 2 días de anticipación.",
      "Reserve con hasta 30 días de anticipación.",
      "Cancele con al menos 1 hora de anticipación.",
    ]);
    expect(bookingRulesInWords(service, "fr-CA")).toEqual([
      "Réservez en ligne.",
      "Le studio confirme chaque réservation.",
      "Réservez au moins 2 jours à l’avance.",
      "Réservez jusqu’à 30 jours à l’avance.",
      "Annulez au moins 1 heure avant le début.",
    ]);
    const byStudio = aService({ allow_self_service_booking: false, booking_approval_required: false, min_advance_booking_hours: null, max_advance_booking_days: null, cancellation_deadline_hours: 0 });
    expect(bookingRulesInWords(byStudio, "es-US")).toEqual(["El estudio hace la reserva; no se reserva en línea.", "Puede cancelar en cualquier momento antes de que comience."]);
    expect(bookingRulesInWords(byStudio, "fr-CA")).toEqual(["Réservation par le studio, pas en ligne.", "Annulation possible à tout moment avant le début."]);
  });
});

describe("booking rule durations", () => {
  it("says exactly 24 hours as 1 day, and hours that are not whole days as hours", () => {
    expect(bookingRulesInWords(aService({ min_advance_booking_hours: 24, max_advance_booking_days: 30, cancellation_deadline_hours: 30 }), "en-US")).toEqual([
      "Book online.",
      "Book at least 1 day ahead.",
      "Book up to 30 days ahead.",
      "Cancel at least 30 hours before.",
    ]);
  });
});
