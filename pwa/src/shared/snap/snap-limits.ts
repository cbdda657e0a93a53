/** Beyond this a photo is refused, not decoded whole: 48 MP, more than a phone's normal photo. */
export const snapMaxMegapixels = 48;

/** A photo is read within this, or not at all: the form never waits on a reading. */
export const photoReadingLimitMs = 20_000;
