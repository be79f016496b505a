/** How a password or code step ended when it did not fail. */
export type LoginOutcome = { status: 'logged-in' } | { status: 'mfa'; token: string };
