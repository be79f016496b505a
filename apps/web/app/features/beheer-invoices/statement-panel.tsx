import { FINANCE } from '@maatwerk/contract';
import { useId } from 'react';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { useStaff } from '~/features/beheer-shell/index.ts';
import { StatementView } from '~/features/billing/index.ts';
import { useCustomerStatement } from './open-items-api.ts';

const Panel = ({ customerId }: { customerId: number }) => {
  const headingId = useId();
  const statement = useCustomerStatement(customerId);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Rekeningoverzicht</h2>
      <QueryListStatus query={statement} failure="Het rekeningoverzicht kon niet worden geladen.">
        {(data) => <StatementView statement={data} level={3} />}
      </QueryListStatus>
    </section>
  );
};

/** A customer's rekeningoverzicht on the customer page, for the finance desk (beheerder, financieel). */
export const StatementPanel = ({ customerId }: { customerId: number }) => {
  const staff = useStaff();
  return FINANCE.includes(staff.role) ? <Panel customerId={customerId} /> : null;
};
