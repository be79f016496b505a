import type { ServiceClock } from '@maatwerk/contract';
import { formatBusinessMinutes, serviceTargetLabels } from '@maatwerk/contract/constants';
import badges from './badge.module.css';

/**
 * Where open work stands against its next service-level target, in business time: said in words
 * (a breach reads 'over tijd', a stopped clock 'klok staat stil'), the badge's colour only repeats it.
 */
export const ServiceClockBadge = ({ clock }: { clock: ServiceClock | null }) => {
  if (!clock) return null;
  const tone = clock.breached ? 'danger' : clock.paused ? 'neutral' : 'info';
  return (
    <span style={{ display: 'block' }}>
      <span className={`${badges.badge} ${badges.wraps}`} data-tone={tone}>
        {clock.breached ? 'Te laat' : formatBusinessMinutes(clock.minutes_left)}
      </span>
      <span style={{ display: 'block', fontSize: '0.875rem' }}>
        {serviceTargetLabels[clock.target]}
        {clock.breached ? `: ${formatBusinessMinutes(clock.minutes_left)}` : ''}
        {clock.paused ? ' · klok staat stil' : ''}
      </span>
    </span>
  );
};
