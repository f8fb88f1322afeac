/** The cookie and header names the portal and the API share (Laravel Sanctum's protocol). */

/** HttpOnly: the session id. Set without Max-Age, so it ends with the browser. */
export const SESSION_COOKIE = 'dealledger-session';
/** Readable by the portal's scripts, which echo it in the X-XSRF-TOKEN header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** HttpOnly: "keep me signed in", a long-lived token that starts a new session when the browser comes back. */
export const REMEMBER_COOKIE = 'dealledger-remember';
