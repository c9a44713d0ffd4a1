import { describe, expect, it } from "vitest";
import { classCallToAction, sessionCallToAction } from "../../src/catalog/call-to-action.ts";
import { aClass, aSession } from "../fixtures/catalog-records.ts";

const seasons = [{ name: "Fall 2026", href: "/seasons/fall-2026/" }];
const full = { max: 10, enrolled: 10, spots_remaining: 0 };

describe("classCallToAction", () => {
  it("links an open session-based class to its checkout", () => {
    const cls = aClass({ enrollment_type: "open", links: { checkout: "https://x.example/checkout", browse: "https://x.example", store: "https://x.example" } });
    expect(classCallToAction(cls, [])).toEqual({ kind: "checkout", href: "https://x.example/checkout", label: "Sign up", full: false });
  });

  it("links a drop-in class to its date picker as 'Book a session'", () => {
    const cls = aClass({ enrollment_type: "drop_in", enrollment_model: "per_instance" });
    const action = classCallToAction(cls, []);
    expect(action).toMatchObject({ kind: "checkout", label: "Book a session", full: false });
  });

  it("keeps the link of a full class and offers the waitlist (spec 2.2 rule 3)", () => {
    const cls = aClass({ capacity: full });
    expect(classCallToAction(cls, [])).toMatchObject({ kind: "checkout", label: "Join the waitlist", full: true });
  });

  it("never calls a drop-in class full from its class-level number (spec 2.2 rule 4)", () => {
    const cls = aClass({ enrollment_type: "drop_in", enrollment_model: "per_instance", capacity: full });
    expect(classCallToAction(cls, [])).toMatchObject({ full: false });
  });

  it("sends a seasonal class to the seasons that hold it, with no checkout", () => {
    const cls = aClass({ enrollment_type: "seasonal", links: { checkout: null, browse: "https://x.example", store: "https://x.example" } });
    expect(classCallToAction(cls, seasons)).toEqual({ kind: "seasons", seasons });
  });

  it("promises no coming season when the site cannot see the seasons, and links the class browser, never a checkout", () => {
    // A seasonal class must not have a checkout (spec 2.4 rule 2); a stray one is still not offered.
    const cls = aClass({
      enrollment_type: "seasonal",
      links: { checkout: "https://x.example/checkout", browse: "https://x.example/classes", store: "https://x.example" },
    });
    expect(classCallToAction(cls, null)).toEqual({ kind: "registration", browse: "https://x.example/classes" });
  });

  it("offers no class browser link when it is unsafe", () => {
    const cls = aClass({ enrollment_type: "seasonal", links: { checkout: null, browse: "javascript:alert(1)", store: "https://x.example" } });
    expect(classCallToAction(cls, null)).toEqual({ kind: "registration", browse: null });
  });

  it("says a closed class is by invitation, with no link", () => {
    expect(classCallToAction(aClass({ enrollment_type: "closed" }), seasons)).toEqual({ kind: "invitation" });
  });

  it("offers nothing to click when the checkout link is unsafe", () => {
    const cls = aClass({ links: { checkout: "javascript:alert(1)", browse: "https://x.example", store: "https://x.example" } });
    expect(classCallToAction(cls, [])).toEqual({ kind: "unavailable" });
  });
});

describe("sessionCallToAction", () => {
  const dropIn = aClass({ enrollment_type: "drop_in", enrollment_model: "per_instance" });

  it("links a drop-in session to its own checkout", () => {
    const session = aSession({ links: { checkout: "https://x.example/session/1" } });
    expect(sessionCallToAction(session, dropIn)).toEqual({ kind: "checkout", href: "https://x.example/session/1", label: "Book", full: false });
  });

  it("keeps the link of a full session and offers the waitlist", () => {
    const session = aSession({ capacity: full, links: { checkout: "https://x.example/session/1" } });
    expect(sessionCallToAction(session, dropIn)).toMatchObject({ label: "Join the waitlist", full: true });
  });

  it.each(["cancelled", "completed"] as const)("offers nothing for a %s session", (status) => {
    const session = aSession({ status, links: { checkout: "https://x.example/session/1" } });
    expect(sessionCallToAction(session, dropIn)).toEqual({ kind: "none" });
  });

  it("offers nothing for a session without a safe link, or of a closed class", () => {
    expect(sessionCallToAction(aSession({ links: { checkout: "data:text/html,x" } }), dropIn)).toEqual({ kind: "none" });
    expect(
      sessionCallToAction(aSession({ links: { checkout: "https://x.example/s" } }), aClass({ enrollment_type: "closed" })),
    ).toEqual({ kind: "none" });
  });
});
