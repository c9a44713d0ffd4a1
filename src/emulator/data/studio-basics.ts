import type { AppointmentService, Category, Instructor, Location, MembershipType } from "../../api/schemas/index.ts";
import { buildAppointmentService, type AppointmentSpec } from "./appointment-builder.ts";
import type { HostedPages } from "./hosted-pages.ts";
import { buildMembershipType, type MembershipSpec } from "./membership-builder.ts";
import { stableId } from "./building-blocks.ts";

/**
 * The parts of the demo studio that do not depend on its classes: categories,
 * locations, instructors, membership types and appointment services. The demo
 * studio and the generated benchmark studio share them.
 */
export interface StudioBasics {
  categories: Record<CategoryKey, Category>;
  locations: Record<LocationKey, Location>;
  membershipTypes: Record<MembershipKey, MembershipType>;
  appointmentServices: AppointmentService[];
}

export type CategoryKey =
  | "ballet"
  | "tap"
  | "jazz"
  | "contemporary"
  | "gymnastics"
  | "tumbling"
  | "preschool"
  | "workshops"
  | "adult";
export type LocationKey = "main" | "riverside" | "park";
export type MembershipKey = "family" | "unlimited" | "seasonPass" | "registrationFee" | "flexPass" | "alumni";

const CATEGORIES: [CategoryKey, string, string | null][] = [
  ["ballet", "Ballet", "#E4578B"],
  ["tap", "Tap", "#F2A541"],
  ["jazz", "Jazz & Hip Hop", "#7B61FF"],
  ["contemporary", "Lyrical & Contemporary", "#2BB3C0"],
  ["gymnastics", "Gymnastics", "#2E86DE"],
  ["tumbling", "Tumbling & Acro", "#27AE60"],
  // A category the studio never gave a color.
  ["preschool", "Little Movers", null],
  ["workshops", "Workshops & Events", "#8E5B3A"],
  ["adult", "Adult Classes", "#555B6E"],
];

export const INSTRUCTORS = {
  ana: { first_name: "Ana", last_name: "Reyes" },
  marcus: { first_name: "Marcus", last_name: "Bell" },
  priya: { first_name: "Priya", last_name: "Nair" },
  jordan: { first_name: "Jordan", last_name: "Kim" },
  sofia: { first_name: "Sofia", last_name: "Lindqvist" },
  // Known to the children by first name only.
  kelly: { first_name: "Kelly", last_name: null },
  tomas: { first_name: "Tomás", last_name: "Ortega" },
  hannah: { first_name: "Hannah", last_name: "O'Connor" },
} satisfies Record<string, Instructor>;

function buildLocations(idSpace: string, emailDomain: string): Record<LocationKey, Location> {
  const id = (key: LocationKey) => stableId(idSpace, "location", key);
  return {
    main: {
      id: id("main"),
      name: "Main Street Studio",
      address: "125 Main Street, Suite 2, Millbrook, NY 12545",
      contact_info: { email: `frontdesk@${emailDomain}`, phone: "(845) 555-0142" },
      operating_hours: {
        monday: "9:00-21:00",
        tuesday: "9:00-21:00",
        wednesday: "9:00-21:00",
        thursday: "9:00-21:00",
        friday: "9:00-23:59",
        saturday: "8:00-16:00",
        sunday: "Closed",
      },
    },
    riverside: {
      id: id("riverside"),
      name: "Riverside Gym Center",
      address: "48 Mill Road, Millbrook, NY 12545",
      contact_info: { email: `gym@${emailDomain}`, phone: null },
      operating_hours: {
        weekdays: "3:30 PM – 8:30 PM",
        saturday: "8:00 AM – 2:00 PM",
        note: "Closed on public holidays and during school breaks.",
      },
    },
    park: {
      id: id("park"),
      name: "Millbrook Park Pavilion",
      address: "Millbrook Town Park, off Route 44",
      contact_info: null,
      operating_hours: null,
    },
  };
}

function membershipSpecs(): Record<MembershipKey, MembershipSpec> {
  return {
    family: {
      key: "family",
      name: "Family Membership",
      description: "One membership for the whole household, with savings on every class.",
      benefits: ["10% off every class", "Priority registration for new seasons", "Two free recital tickets"],
      imageName: "family-membership",
      prices: [
        { key: "family-monthly", name: "Monthly", amountCents: 4500, interval: "month", period: 1, term: { mode: "none" } },
        { key: "family-quarterly", name: "Quarterly", amountCents: 12500, interval: "month", period: 3, term: { mode: "none" } },
        { key: "family-annual", name: "Annual", amountCents: 48000, interval: "year", period: 1, term: { mode: "none" } },
      ],
    },
    unlimited: {
      key: "unlimited",
      name: "Unlimited Class Pass",
      description: "Take as many drop-in classes as you like.",
      benefits: ["Unlimited drop-in classes", "Free open gym", "Bring a friend once a month"],
      imageName: "unlimited-pass",
      prices: [
        { key: "unlimited-monthly", name: "Monthly", amountCents: 19900, interval: "month", period: 1, term: { mode: "none" } },
        { key: "unlimited-six-month-plan", name: "Six-month plan", amountCents: 18900, interval: "month", period: 1, term: { mode: "duration", months: 6 } },
        {
          key: "unlimited-pay-in-full",
          name: "Six months, paid in full",
          amountCents: 107500,
          interval: "month",
          period: 6,
          term: { mode: "duration", months: 6 },
          payInFull: true,
        },
        { key: "unlimited-annual", name: "Annual", amountCents: 199000, interval: "month", period: 12, term: { mode: "none" } },
      ],
    },
    seasonPass: {
      key: "season-pass",
      name: "Season Pass",
      description: "Every seasonal class for the current season, paid monthly or in full.",
      benefits: ["All seasonal classes", "Recital costume included"],
      imageName: null,
      prices: [
        {
          key: "season-pass-monthly",
          name: "Monthly for the season",
          amountCents: 15000,
          interval: "month",
          period: 1,
          term: { mode: "fixed", startsOffsetDays: -20, endsOffsetDays: 160 },
        },
        {
          key: "season-pass-in-full",
          name: "Season, paid in full",
          amountCents: 85000,
          interval: "month",
          period: 6,
          term: { mode: "fixed", startsOffsetDays: -20, endsOffsetDays: 160 },
          payInFull: true,
        },
      ],
    },
    registrationFee: {
      key: "registration-fee",
      name: "Annual Registration Fee",
      description: "Charged once per family for the season.",
      benefits: ["Studio insurance", "Student portal access"],
      imageName: null,
      prices: [
        { key: "registration-fee-once", name: "Once per season", amountCents: 3500, interval: "year", period: 1, term: { mode: "none" }, payInFull: true },
      ],
    },
    flexPass: {
      key: "flex-pass",
      name: "Two-Month Flex Pass",
      description: "Two months of open gym and drop-in classes.",
      benefits: ["Open gym", "Drop-in classes"],
      imageName: "flex-pass",
      prices: [
        // A term shorter than one billing period: a single charge (spec 2.10).
        { key: "flex-pass-two-months", name: "Two months", amountCents: 12000, interval: "month", period: 3, term: { mode: "duration", months: 2 } },
      ],
    },
    alumni: {
      key: "alumni",
      name: "Alumni Membership",
      description: null,
      benefits: [],
      imageName: null,
      // No active price: links.checkout is null.
      prices: [],
    },
  };
}

function appointmentSpecs(): AppointmentSpec[] {
  return [
    {
      key: "private-dance-30",
      name: "Private Dance Lesson (30 min)",
      description: "One-on-one coaching in any style with one of our teachers.",
      durationMinutes: 30,
      priceCents: 4500,
      selfService: true,
      approvalRequired: false,
      minAdvanceHours: 24,
      maxAdvanceDays: 60,
      cancellationDeadlineHours: 24,
      imageName: "private-lesson",
    },
    {
      key: "private-gym-60",
      name: "Private Gymnastics Lesson (60 min)",
      description: "Skill work on the apparatus of your choice. The coach confirms each booking.",
      durationMinutes: 60,
      priceCents: 8000,
      selfService: true,
      approvalRequired: true,
      minAdvanceHours: 48,
      maxAdvanceDays: 30,
      cancellationDeadlineHours: 48,
      imageName: null,
    },
    {
      key: "costume-fitting",
      name: "Recital Costume Fitting",
      description: null,
      durationMinutes: 15,
      priceCents: 0,
      selfService: true,
      approvalRequired: false,
      minAdvanceHours: null,
      maxAdvanceDays: 30,
      cancellationDeadlineHours: null,
      imageName: null,
    },
    {
      key: "team-evaluation",
      name: "Competition Team Evaluation",
      description: "A placement evaluation for the competition team. Call the front desk to schedule.",
      durationMinutes: 45,
      priceCents: 2500,
      selfService: false,
      approvalRequired: true,
      minAdvanceHours: null,
      maxAdvanceDays: null,
      cancellationDeadlineHours: null,
      imageName: null,
    },
    {
      key: "birthday-party",
      name: "Birthday Party Package",
      description: "Two hours of games, dance and tumbling for up to 15 children, party room included.",
      durationMinutes: 120,
      priceCents: 32500,
      selfService: false,
      approvalRequired: true,
      minAdvanceHours: 336,
      maxAdvanceDays: 180,
      cancellationDeadlineHours: 168,
      imageName: "birthday-party",
    },
  ];
}

export function buildStudioBasics(options: { idSpace: string; today: string; pages: HostedPages; emailDomain: string }): StudioBasics {
  const { idSpace, today, pages } = options;
  const categories = Object.fromEntries(
    CATEGORIES.map(([key, name, color], index) => [
      key,
      { id: stableId(idSpace, "category", key), name, color, sort_order: (index + 1) * 10 },
    ]),
  ) as Record<CategoryKey, Category>;
  const membershipTypes = Object.fromEntries(
    Object.entries(membershipSpecs()).map(([key, spec]) => [key, buildMembershipType(spec, idSpace, today, pages)]),
  ) as Record<MembershipKey, MembershipType>;
  return {
    categories,
    locations: buildLocations(idSpace, options.emailDomain),
    membershipTypes,
    appointmentServices: appointmentSpecs().map((spec) => buildAppointmentService(spec, idSpace, pages)),
  };
}
