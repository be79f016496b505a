import { apiRoutes, FINANCE, HourlyRateBody, type StaffRole } from '@maatwerk/contract';
import { centsToEuros, eurosToCents } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { bodySchema } from '~/components/form/body-schema.ts';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { formatEuro } from '~/lib/format.ts';

interface RateValues {
  rate: string;
}

const toBody = (values: RateValues) => ({ hourly_rate_cents: eurosToCents(values.rate) ?? values.rate });
const schema = bodySchema(HourlyRateBody, { toBody, fields: { hourly_rate_cents: 'rate' } });

/** The hourly rate approved hours are billed at; finance staff change it, typed in euros. */
export const HourlyRatePanel = ({
  customerId,
  hourlyRateCents,
  role,
  onSaved,
}: {
  customerId: number;
  hourlyRateCents: number;
  role: StaffRole;
  onSaved: () => void;
}) => {
  const id = useId();
  const [message, setMessage] = useState('');
  const form = useRulesForm<RateValues>({ defaultValues: { rate: centsToEuros(hourlyRateCents) }, schema });
  const mayChange = FINANCE.includes(role);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Uurtarief</h2>
      <p>Goedgekeurde uren komen tegen dit tarief (excl. btw) op de pro-formaregels.</p>
      {mayChange ? (
        <RulesForm
          form={form}
          aria-labelledby={`${id}-titel`}
          submitLabel="Uurtarief opslaan"
          busyLabel="Bezig met opslaan…"
          onSubmit={async (values) => {
            setMessage('');
            await staffApi(apiRoutes.staffSetHourlyRate, {
              params: { id: customerId },
              body: HourlyRateBody.parse(toBody(values)),
            });
            setMessage('Het uurtarief is opgeslagen.');
            onSaved();
          }}
        >
          <TextField
            name="rate"
            label="Uurtarief in euro’s"
            hint="Excl. btw, zoals 95,00."
            inputMode="decimal"
            autoComplete="off"
          />
        </RulesForm>
      ) : (
        <p>{formatEuro(hourlyRateCents)} per uur</p>
      )}
      <p className={styles.notice} role="status">
        {message}
      </p>
    </section>
  );
};
