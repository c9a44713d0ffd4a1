import { countShown, meetingChosen, readItemTokens, readMeeting, type ClassFilter } from "../page-rules/class-filters.ts";
import { pageText, type PageMessage } from "../i18n/page-messages.ts";

/**
 * What a filtered page says beyond its rows, recounted with the family's choice (issue 31):
 * the links to the rest of a list ("3 more today", "See 84 classes": src/site/more-links.ts)
 * count what the filter keeps of the rest and keep the choice in their address, and a card
 * that names its class's next session names the next one on the days and times chosen.
 * Returns the update the filter calls each time the choice changes; `search` is the
 * choice's query ("" for none).
 */
export function filterRecounts(locale: string): (filter: ClassFilter, search: string, today: string) => void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-filter-more]")].map((link) => {
    const text = link.querySelector<HTMLElement>("[data-more-text]")!;
    return {
      link,
      text,
      href: link.href,
      built: text.textContent,
      rest: link.dataset.rest === undefined ? null : readItemTokens(link.dataset.rest),
      words: JSON.parse(link.dataset.words!) as PageMessage,
      uncounted: link.dataset.uncounted!,
      // The paragraph the link stands in: hidden when the filter keeps none of the rest.
      holder: link.parentElement!,
    };
  });
  const cards = [...document.querySelectorAll<HTMLElement>("[data-next]")].map((element) => ({
    date: element.querySelector<HTMLElement>("[data-next-date]")!,
    time: element.querySelector<HTMLElement>("[data-next-time]")!,
    next: JSON.parse(element.dataset.next!) as { meeting: string; date: string; time: string }[],
  }));

  return (filter, search, today) => {
    const chosen = search !== "";
    for (const entry of links) {
      // The query goes before the link's fragment (a day's place on its week's page).
      const href = new URL(entry.href);
      href.search = search;
      entry.link.href = href.href;
      const count = chosen && entry.rest !== null ? countShown(entry.rest, filter, today) : null;
      entry.text.textContent = !chosen ? entry.built : count === null ? entry.uncounted : pageText(entry.words, locale, count);
      entry.holder.hidden = count === 0;
    }
    for (const card of cards) {
      const next = card.next.find((candidate) => {
        const meeting = readMeeting(candidate.meeting);
        return meeting !== null && meetingChosen(meeting, filter);
      }) ?? card.next[0];
      if (!next) continue;
      card.date.textContent = next.date;
      card.time.textContent = next.time;
    }
  };
}
