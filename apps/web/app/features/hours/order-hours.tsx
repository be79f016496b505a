import { HOURS_TEAM } from '@maatwerk/contract/constants';
import { useId } from 'react';
import { useClientStore } from '~/lib/client-store.ts';
import styles from './hours.module.css';
import { useBillableHours } from './hours-api.ts';
import { HoursList } from './hours-list.tsx';

/** The order's submitted hours on its page, for the team members who answer them. */
export const OrderHours = ({ orderId }: { orderId: number }) => {
  const role = useClientStore((state) => state.userData?.team_role);
  const mayAnswer = role !== undefined && HOURS_TEAM.includes(role);
  const headingId = useId();
  // Team members who do not answer hours do not ask for them (the API would answer 403).
  const hours = useBillableHours({ order_id: orderId }, mayAnswer);
  if (!mayAnswer) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>Uren</h2>
      {hours.isPending && <p aria-busy="true">Uren worden geladen…</p>}
      {hours.isError && <p role="alert">De uren konden niet worden geladen.</p>}
      {hours.isSuccess && <HoursList hours={hours.data} showOrder={false} />}
    </section>
  );
};
