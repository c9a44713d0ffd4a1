/*
 * Shows this site's schedule on another website (README, "Put it on your website"):
 *   <div data-studio-embed="schedule"></div>
 *   <script src="https://SITE_URL/embed.js" async></script>
 * Each [data-studio-embed] element gets a frame of that view (schedule, classes,
 * classes/category/<slug>, seasons; for a box of fixed height upcoming/<rows> or
 * classes/compact), kept as tall as its content: the view posts
 * { type: "studio-embed:height", height } (src/components/EmbedHeight.astro), and only
 * that shape, from this site's origin, from one of these frames, is believed.
 * No dependencies; plain ES2015 so any host page can load it.
 */
(() => {
  const script = document.currentScript;
  if (!script || !script.src) return;
  const origin = new URL(script.src).origin;
  const VIEW = /^(schedule|classes|seasons|classes\/category\/[a-z0-9-]+|classes\/compact|upcoming\/([1-9]|1[0-5]))$/;
  const TITLES = { schedule: "Class schedule", classes: "Classes", seasons: "Registration", "classes/compact": "Classes", upcoming: "Upcoming classes" };
  const frames = [];

  addEventListener("message", (event) => {
    const data = event.data;
    if (event.origin !== origin || !data || typeof data !== "object" || Object.keys(data).length !== 2) return;
    if (data.type !== "studio-embed:height" || typeof data.height !== "number" || !(data.height >= 0 && data.height < 1e6)) return;
    for (const frame of frames) if (frame.contentWindow === event.source) frame.style.height = `${Math.ceil(data.height)}px`;
  });

  const mount = () => {
    for (const host of document.querySelectorAll("[data-studio-embed]")) {
      // Each snippet brings this script; the first copy to run fills every element once.
      if (host.hasAttribute("data-studio-embed-ready")) continue;
      host.setAttribute("data-studio-embed-ready", "");
      const view = host.getAttribute("data-studio-embed");
      if (!VIEW.test(view)) {
        console.error(`Studio embed: data-studio-embed="${view}" is not a view. Use schedule, classes, classes/category/<slug>, seasons, upcoming/<1 to 15> or classes/compact.`);
        continue;
      }
      const frame = document.createElement("iframe");
      frame.src = new URL(`embed/${view}/`, script.src).href;
      frame.title = host.getAttribute("data-title") || TITLES[view] || TITLES[view.split("/")[0]] || "Classes";
      // Until the view says its height; a frame the view never sizes (its script blocked) still scrolls.
      frame.style.cssText = "display:block;width:100%;height:600px;border:0";
      host.append(frame);
      frames.push(frame);
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mount);
  else mount();
})();
