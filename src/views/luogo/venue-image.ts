/**
 * A venue's photo or map: the page's text column (48rem = 768px at most, from 52rem = 832px), the whole
 * width less the page's margins on phones. In px, as every `sizes` of the site: the offline copy
 * (gatsby/post-build/service-worker/phone-images.ts) evaluates it as a phone would.
 */
export const VENUE_IMAGE_SIZES = "(min-width: 832px) 768px, calc(100vw - 40px)";
