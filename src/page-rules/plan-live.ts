import { classLiveSource, type LiveStates } from "../core/live-events.ts";
import type { PlanData } from "./plan-data.ts";

/**
 * The data with the live layer's latest answer applied: a class whose spots it brought has its
 * spots as the API says them now (where the page shows spots at all), and, where its page switches
 * actions, the state that goes with room or with none. The planner decides from this, so a class
 * that filled since the build is warned of and stepped to as its page now says, and suggested after
 * those with room (from the family's next change: planner-client.ts keeps a live drawing's order).
 */
export function withLiveAnswer(data: PlanData, answer: LiveStates): PlanData {
  if (!data.live) return data;
  return {
    ...data,
    classes: data.classes.map((cls) => {
      const now = answer[classLiveSource(cls.id)];
      if (!now) return cls;
      return { ...cls, spots: cls.spots === null ? null : now.spots, ...(now.full ? cls.liveWhenFull : cls.liveWhenOpen) };
    }),
  };
}
