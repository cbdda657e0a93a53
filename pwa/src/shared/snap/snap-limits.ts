/** Beyond this a photo is refused, not decoded whole: 48 MP, more than a phone's normal photo. */
export const snapMaxMegapixels = 48;

/**
 * Each step of a photo's reading (its display, then its text) ends within this, or the photo is not
 * read: the form never waits on a reading (its fields can be typed meanwhile), so the bound is set
 * for a cheap phone busy with other work rather than for a fast one.
 */
export const photoReadingLimitMs = 45_000;
