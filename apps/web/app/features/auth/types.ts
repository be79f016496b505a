/** How a password or code step ended when it did not fail. */
export type LoginOutcome = { status: 'logged-in' } | { status: 'mfa'; token: string };

/**
 * How a token refresh ended: a new token and user data; refused by the API (401: the login is
 * over and forgotten); or no usable answer (network, 5xx, 429: the login is kept, to try again).
 */
export type RefreshOutcome = 'ok' | 'refused' | 'unreachable';
