import type { Class } from "../../api/schemas/index.ts";
import type { TrialSpec } from "./trial-builder.ts";

export function demoTrialSpecs(classByKey: (key: string) => Class): TrialSpec[] {
  return [
    {
      key: "free-ballet-trial",
      name: "Free Ballet Trial Class",
      description: "Try a Ballet I class on us. No leotard needed for the first class.",
      imageName: "ballet-trial",
      priceCents: 0,
      sessionCount: 1,
      validStartDays: null,
      windows: [],
      class: classByKey("ballet-1"),
      enrollPage: true,
    },
    {
      key: "gym-two-class-trial",
      name: "Gymnastics Two-Class Trial",
      description: "Two Level 1 classes, starting on a Monday or a Wednesday.",
      imageName: null,
      priceCents: 2500,
      sessionCount: 2,
      validStartDays: [1, 3],
      windows: [{ startOffsetDays: -10, endOffsetDays: 50 }],
      class: classByKey("rec-gym-1"),
      enrollPage: true,
    },
    {
      key: "hip-hop-trial-week",
      name: "Hip Hop Trial Week",
      description: "One Friday Hip Hop Kids class during our trial weeks.",
      imageName: "hip-hop-trial",
      priceCents: 1000,
      sessionCount: 1,
      validStartDays: [5],
      windows: [
        { startOffsetDays: -60, endOffsetDays: -30 },
        { startOffsetDays: 5, endOffsetDays: 60 },
      ],
      class: classByKey("hip-hop-kids"),
      enrollPage: true,
    },
    {
      key: "open-gym-trial",
      name: "Open Gym Trial Pass",
      description: "One free open-gym visit for new families.",
      imageName: null,
      priceCents: 0,
      sessionCount: 1,
      validStartDays: null,
      windows: [],
      // Not tied to one class.
      class: null,
      enrollPage: true,
    },
    {
      key: "adult-ballet-first-class",
      name: "Adult Ballet: First Class Free",
      description: null,
      imageName: null,
      priceCents: 0,
      sessionCount: 1,
      validStartDays: [3],
      windows: [],
      class: classByKey("adult-ballet"),
      // The sign-up page has not been generated yet.
      enrollPage: false,
    },
  ];
}
