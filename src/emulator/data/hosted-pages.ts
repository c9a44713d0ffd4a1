/**
 * The studio's hosted pages (checkout, sign-up, booking, store) on a made-up
 * domain. `.example` is reserved (RFC 2606), so no demo link can reach a real site.
 */
export const HOSTED_DOMAIN = "studiohub.example";

export interface HostedPages {
  readonly store: string;
  readonly browse: string;
  classCheckout(classId: string): string;
  classDatePicker(classId: string): string;
  sessionCheckout(classId: string, instanceId: string): string;
  trialEnroll(trialId: string): string;
  trialBook(trialId: string): string;
  register(seasonSlug: string): string;
  membershipDetail(typeId: string): string;
  membershipCheckout(typeId: string, priceId: string): string;
  appointmentBook(serviceId: string): string;
  /**
   * Always null for the demo: a made-up media host cannot serve pictures, and broken
   * images would fail the demo site's own browser and Lighthouse checks. Image handling
   * is exercised by the site's fixtures instead.
   */
  image(name: string): string | null;
}

export function hostedPages(studioSlug: string): HostedPages {
  const base = `https://${studioSlug}.${HOSTED_DOMAIN}`;
  return {
    store: `${base}/store`,
    browse: `${base}/classes`,
    classCheckout: (classId) => `${base}/classes/${classId}/checkout`,
    classDatePicker: (classId) => `${base}/classes/${classId}/dates`,
    sessionCheckout: (classId, instanceId) => `${base}/classes/${classId}/sessions/${instanceId}/checkout`,
    trialEnroll: (trialId) => `${base}/trials/${trialId}/enroll`,
    trialBook: (trialId) => `${base}/trials/${trialId}`,
    register: (seasonSlug) => `${base}/register/${seasonSlug}`,
    membershipDetail: (typeId) => `${base}/store/memberships/${typeId}`,
    membershipCheckout: (typeId, priceId) => `${base}/store/memberships/${typeId}/checkout?price=${priceId}`,
    appointmentBook: (serviceId) => `${base}/appointments/${serviceId}/book`,
    image: () => null,
  };
}
