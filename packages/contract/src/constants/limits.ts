export const PASSWORD_MIN = 10;

export const PASSWORD_MAX = 200;

/** The longest password a login or a confirmation takes as typed; a longer one is refused, not hashed. */
export const PASSWORD_INPUT_MAX = 1024;

/** Bookable hours: each slot starts on the hour, Monday to Friday, in Amsterdam time. */
export const BOOKING_TIME_ZONE = 'Europe/Amsterdam';

export const BOOKING_FIRST_HOUR = 9;

export const BOOKING_END_HOUR = 17;

export const BOOKING_SLOT_MINUTES = 60;

/** How far ahead a slot can be booked. */
export const BOOKING_HORIZON_DAYS = 90;

/** Limits of the contact form; the site's form uses the same numbers. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  phone: { max: 30 },
  company: { max: 100 },
  subject: { max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const CART_MAX_ITEMS = 50;

/** Where an ordered domain name stands: ordered, being registered, registered, or refused by the registry. */
export const domainOrderStatuses = ['aangevraagd', 'in_behandeling', 'geregistreerd', 'geweigerd'] as const;

export const REGISTRATION_MAX_YEARS = 10;

/** At most this many emergency calls per customer per hour; more answers 429. */
export const EMERGENCY_REQUESTS_PER_HOUR = 5;

export const NAMESERVERS_MIN = 2;

export const NAMESERVERS_MAX = 13;

/** How often the site asks after a job (spec §9). */
export const JOB_POLL_INTERVAL_MS = 250;

/** A confirmation link works this long. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** Reservations still to come that one customer may hold at once: enough for real meetings. */
export const MAX_OPEN_RESERVATIONS = 10;
export const TOO_MANY_RESERVATIONS_MESSAGE = `Je hebt al ${MAX_OPEN_RESERVATIONS} afspraken staan. Zeg er eerst een af of wacht tot er een voorbij is.`;

/** Jobs (control-panel login links, screenshots) one customer may have waiting or running at once. */
export const MAX_CUSTOMER_JOBS = 10;
export const TOO_MANY_JOBS_MESSAGE =
  'Er lopen al veel taken voor je bedrijf. Wacht tot die klaar zijn en probeer het dan opnieuw.';

/** What a person may change of their own data on Mijn account; the back office uses the same numbers. */
export const PROFILE_LIMITS = {
  name: { max: 100 },
  phone: { max: 40 },
} as const;

/** A request to change the company's data, read by the support desk. */
export const COMPANY_CHANGE_LIMITS = { message: { min: 10, max: 2000 } } as const;
