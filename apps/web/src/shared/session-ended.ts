/** Every forced logout says this (docs/product-spec.md section 8), whatever the server's or the browser's reason was. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** The toast id of a forced logout: a burst of refused calls and the session guard together show one toast. */
export const SESSION_ENDED_TOAST_ID = 'session-ended';
