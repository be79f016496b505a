/** The job that erases a confirmed request's person: once across instances, again after a crash. */
export const ERASURE_QUEUE = 'erasure';

/** An attempt whose instance died is started again (the whole erasure is one transaction). */
export const ERASURE_ATTEMPTS = 3;
