/**
 * Collapses control characters (CR, LF, TAB, …) and Unicode line/paragraph separators into single spaces.
 * For values interpolated into one line of a mail (a subject, a greeting): names are single-line by contract,
 * but a value stored before that rule must still not add lines such as a fake "Bcc:".
 */
export const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
