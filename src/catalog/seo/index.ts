export { canonicalUrl } from "./canonical-url.ts";
export { META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MIN_LENGTH, metaDescription } from "./meta-description.ts";
export { pageHead, type PageHead, type PageHeadInput } from "./page-head.ts";
export { robotsTxt } from "./robots-txt.ts";
export { TITLE_SEPARATOR, pageTitle } from "./page-title.ts";
export { SeoInputError, type SeoInputErrorCode } from "./seo-input-error.ts";
export { openGraphLocale, socialTags, type MetaTag, type SocialCardInput } from "./social-tags.ts";
export { currencyCode, studioCurrency } from "./studio-currency.ts";
