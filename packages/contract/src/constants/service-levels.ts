/**
 * Service levels (decision 0065): per priority a first-response and a resolution target in business
 * hours; the clock runs only in business hours and only while the order is the provider's to move.
 */

/** The order statuses in which the clock runs; waiting on the customer or finished stops it. */
export const clockRunningStatuses = ['nieuw', 'in_behandeling'] as const;

export const isClockRunning = (status: string): boolean =>
  (clockRunningStatuses as readonly string[]).includes(status);

/** The two targets of an order or emergency call, as the back office names them. */
export const serviceTargetNames = ['first_response', 'resolution'] as const;
type ServiceTargetName = (typeof serviceTargetNames)[number];

export const serviceTargetLabels: Record<ServiceTargetName, string> = {
  first_response: 'Eerste reactie',
  resolution: 'Oplossing',
};

/** The most business hours a target may be: 25 working weeks of 40 hours. */
export const SERVICE_TARGET_MAX_HOURS = 1000;

/** Emergency calls are held to the targets of this priority (the highest). */
export const EMERGENCY_CALL_PRIORITY = 1;

/**
 * Business minutes as the back office reads them: '2 u 05 min', '45 min'; past the target with
 * 'over tijd'. Negative minutes are the time past the target.
 */
export const formatBusinessMinutes = (minutes: number): string => {
  const size = Math.abs(minutes);
  const hours = Math.floor(size / 60);
  const rest = size % 60;
  const text = hours === 0 ? `${rest} min` : `${hours} u ${String(rest).padStart(2, '0')} min`;
  return minutes < 0 ? `${text} over tijd` : text;
};
