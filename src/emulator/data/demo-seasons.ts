import type { Class, MembershipPrice, MembershipType } from "../../api/schemas/index.ts";
import { addDays } from "../../core/local-time.ts";
import { seasonOfYear, yearOf } from "./demo-dates.ts";
import type { ItemSpec, SeasonSpec } from "./season-builder.ts";
import type { MembershipKey } from "./studio-basics.ts";

interface DemoSeasonInput {
  today: string;
  classByKey: (key: string) => Class;
  memberships: Record<MembershipKey, MembershipType>;
  seasonStart: number;
  seasonEnd: number;
}

function price(type: MembershipType, index: number): MembershipPrice {
  const found = type.prices[index];
  if (!found) throw new Error(`Membership type "${type.name}" has no price ${index}.`);
  return found;
}

function classItem(cls: Class, options: { required?: boolean; description?: string | null } = {}): ItemSpec {
  return { kind: "class", class: cls, priceCents: cls.price_cents, ...options };
}

function membershipItem(type: MembershipType, priceIndex: number | null, required = false): ItemSpec {
  const chosen = priceIndex === null ? null : price(type, priceIndex);
  return { kind: "membership", type, price: chosen, priceCents: chosen?.amount_cents ?? null, required };
}

/**
 * Seasons in every state the site distinguishes: open to the public now; open to
 * existing families only until a date; opening soon; open by status but past its
 * closing time; closed; and an unlimited (dateless) one.
 */
export function demoSeasonSpecs(input: DemoSeasonInput): SeasonSpec[] {
  const { today, classByKey: cls, memberships: m, seasonStart, seasonEnd } = input;
  const year = (offset: number) => yearOf(addDays(today, offset));
  // Names follow the calendar of the dates they are built on, whatever today is.
  const season = (offset: number) => `${seasonOfYear(addDays(today, offset))} ${year(offset)}`;
  const danceClasses = ["ballet-3-pointe-prep", "tap-2", "jazz-funk-teens", "lyrical-contemporary", "musical-theatre", "pre-ballet"];
  return [
    {
      key: "main-season",
      name: `${year(seasonStart)}–${String(year(seasonStart) + 1).slice(2)} Dance & Gymnastics Season`,
      description: "Our main season of weekly classes, ending with the spring recital.",
      type: "seasonal",
      status: "open",
      startsOffsetDays: seasonStart,
      endsOffsetDays: seasonEnd,
      internalOpens: { offsetDays: -60, time: "09:00" },
      externalOpens: { offsetDays: -45, time: "09:00" },
      closes: { offsetDays: 60, time: "23:59" },
      waitlist: true,
      tags: ["Dance", "Gymnastics", "Recital"],
      billing: { interval_value: 1, interval_unit: "month", first_payment_timing: "season_start" },
      groups: [
        {
          key: "dance",
          name: "Dance classes",
          description: "Choose one or more dance classes.",
          mode: "select",
          items: danceClasses.map((key) => classItem(cls(key))),
        },
        {
          key: "gymnastics",
          name: "Gymnastics classes",
          description: null,
          mode: "select",
          items: [classItem(cls("rec-gym-2"))],
        },
        {
          key: "fees",
          name: "Registration fee",
          description: "Every family pays the yearly registration fee once.",
          mode: "select",
          items: [membershipItem(m.registrationFee, 0, true)],
        },
        {
          key: "memberships",
          name: "Memberships",
          description: "Optional: save with a season pass or a family membership.",
          mode: "select",
          items: [membershipItem(m.seasonPass, 0), membershipItem(m.seasonPass, 1), membershipItem(m.family, 0), membershipItem(m.family, null)],
        },
        {
          key: "team",
          name: "Competition team",
          description: "For information: the team trains by invitation.",
          mode: "view",
          items: [classItem(cls("competitive-team"), { description: "By invitation after an evaluation." })],
        },
      ],
    },
    {
      key: "summer-camp",
      name: `${season(45)} Camp`,
      description: "A week of dance and gymnastics camp. Current families register first.",
      type: "seasonal",
      status: "open",
      startsOffsetDays: 45,
      endsOffsetDays: 100,
      // Open to existing families now; to the public a week from today.
      internalOpens: { offsetDays: -7, time: "09:00" },
      externalOpens: { offsetDays: 7, time: "09:00" },
      closes: { offsetDays: 40, time: "17:00" },
      waitlist: true,
      tags: ["Camp", "Gymnastics"],
      billing: { interval_value: null, interval_unit: null, first_payment_timing: "at_signup" },
      groups: [
        { key: "camp", name: "Camp weeks", description: null, mode: "select", items: [classItem(cls("dance-intensive"))] },
        { key: "camp-pass", name: "Camp pass", description: "Required for every camper.", mode: "select", items: [membershipItem(m.flexPass, 0, true)] },
      ],
    },
    {
      key: "spring-session",
      name: `${season(120)} Session`,
      description: "A shorter term of dance classes.",
      type: "seasonal",
      status: "open",
      startsOffsetDays: 120,
      endsOffsetDays: 210,
      // Opening soon: families in three days, the public in ten.
      internalOpens: { offsetDays: 3, time: "18:00" },
      externalOpens: { offsetDays: 10, time: "09:00" },
      closes: null,
      waitlist: false,
      tags: ["Term", "dance"],
      billing: { interval_value: 1, interval_unit: "month", first_payment_timing: "at_signup" },
      groups: [
        {
          key: "dance",
          name: "Spring dance classes",
          description: null,
          mode: "select",
          items: ["ballet-3-pointe-prep", "tap-2", "lyrical-contemporary"].map((key) => classItem(cls(key))),
        },
        { key: "memberships", name: "Memberships", description: null, mode: "select", items: [membershipItem(m.family, 1), membershipItem(m.family, 2)] },
      ],
    },
    {
      key: "winter-workshops",
      name: `${season(5)} Workshop Series`,
      description: "Weekend technique workshops. Sign-ups closed three days ago.",
      type: "seasonal",
      status: "open",
      startsOffsetDays: 5,
      endsOffsetDays: 35,
      internalOpens: { offsetDays: -30, time: "09:00" },
      externalOpens: { offsetDays: -30, time: "09:00" },
      // Status still open, but past its closing time: not open now.
      closes: { offsetDays: -3, time: "20:00" },
      waitlist: false,
      tags: ["Workshops"],
      billing: { interval_value: null, interval_unit: null, first_payment_timing: null },
      groups: [{ key: "workshops", name: "Workshops", description: null, mode: "select", items: [classItem(cls("leaps-turns-workshop"))] }],
    },
    {
      key: "past-intensive",
      name: `${season(-250)} Intensive`,
      description: null,
      type: "seasonal",
      status: "closed",
      startsOffsetDays: -250,
      endsOffsetDays: -200,
      internalOpens: { offsetDays: -320, time: "09:00" },
      externalOpens: { offsetDays: -300, time: "09:00" },
      closes: { offsetDays: -255, time: "23:59" },
      waitlist: false,
      tags: ["Intensive", "Dance"],
      billing: { interval_value: null, interval_unit: null, first_payment_timing: "at_signup" },
      groups: [{ key: "intensive", name: "Intensive", description: null, mode: "select", items: [classItem(cls("dance-intensive"))] }],
    },
    {
      key: "team-tryouts",
      name: "Competition Team Tryouts",
      description: "Rolling sign-ups for team evaluations, open all year.",
      type: "unlimited",
      status: "open",
      startsOffsetDays: null,
      endsOffsetDays: null,
      internalOpens: null,
      externalOpens: null,
      closes: null,
      waitlist: false,
      tags: ["Competition", "Team"],
      billing: { interval_value: null, interval_unit: null, first_payment_timing: null },
      groups: [
        {
          key: "tryout",
          name: "Tryout",
          description: "Evaluation before joining the team.",
          mode: "select",
          items: [{ kind: "class", class: cls("competitive-team"), priceCents: 0, required: true }],
        },
      ],
    },
  ];
}
