/**
 * The `type` of the one message an embed view sends the page framing it: `{ type, height }`,
 * the height of its content in CSS pixels. public/embed.js accepts exactly that shape, and
 * only from the site's origin. (Its own module: the frame's script bundles nothing else.)
 */
export const EMBED_HEIGHT_MESSAGE = "studio-embed:height";
