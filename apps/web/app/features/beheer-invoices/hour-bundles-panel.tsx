import { apiRoutes, FINANCE, HourBundleBody, type StaffHourBundle } from '@maatwerk/contract';
import { eurosToCents, formatMinutes, vatRates, vatRateTable } from '@maatwerk/contract/constants';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import styles from '~/components/beheer-page.module.css';
import { bodySchema } from '~/components/form/body-schema.ts';
import { RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { useHourBundles, useHourBundlesChanged } from './invoice-api.ts';

interface Values {
  description: string;
  hours: string;
  price: string;
  vat_rate: string;
}

const empty: Values = {
  description: 'Strippenkaart',
  hours: '10',
  price: '',
  vat_rate: String(vatRateTable.standard),
};

const toBody = (values: Values) => ({
  description: values.description,
  hours: values.hours,
  price_cents: eurosToCents(values.price) ?? values.price,
  vat_rate: Number(values.vat_rate),
});
const schema = bodySchema(HourBundleBody, { toBody, fields: { price_cents: 'price' } });

/** Usable; bought and then taken back by credit notes; or not bought yet. */
const bundleState = (bundle: StaffHourBundle) => {
  if (bundle.active) return 'Actief';
  return bundle.invoice.sent ? 'Beëindigd: factuur gecrediteerd' : 'Factuur nog niet verzonden';
};

const Bundle = ({ bundle }: { bundle: StaffHourBundle }) => (
  <li className={styles.item}>
    <div className={styles.itemHead}>
      <strong>{bundle.description}</strong>
      <span className={styles.badge}>{bundleState(bundle)}</span>
    </div>
    <p className={styles.meta}>
      Nog {formatMinutes(bundle.remaining_minutes)} van {formatMinutes(bundle.total_minutes)} ·{' '}
      <AppLink to={`/beheer/facturen/${bundle.invoice.id}`}>
        {bundle.invoice.number ? `Factuur ${bundle.invoice.number}` : 'Conceptfactuur'}
      </AppLink>
    </p>
  </li>
);

/**
 * A customer's prepaid hour bundles for the finance desk: what is left of each, and selling a new
 * one, which becomes a concept invoice to check and send. Other roles do not see it.
 */
export const HourBundlesPanel = ({ customerId }: { customerId: number }) => {
  const staff = useStaff();
  return FINANCE.includes(staff.role) ? <Panel customerId={customerId} /> : null;
};

const Panel = ({ customerId }: { customerId: number }) => {
  const headingId = useId();
  const newId = useId();
  const [message, setMessage] = useState('');
  const form = useRulesForm<Values>({ defaultValues: empty, schema });
  const bundles = useHourBundles(customerId);
  const bundlesChanged = useHourBundlesChanged(customerId);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Strippenkaarten</h2>
      <p className={styles.notice} role="status">
        {message}
      </p>
      <QueryListStatus query={bundles} failure="De strippenkaarten konden niet worden geladen.">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.meta}>Deze klant heeft geen strippenkaart.</p>
          ) : (
            <ul className={styles.list}>
              {list.map((bundle) => (
                <Bundle key={bundle.id} bundle={bundle} />
              ))}
            </ul>
          )
        }
      </QueryListStatus>
      <h3 id={newId}>Strippenkaart verkopen</h3>
      <p className={styles.meta}>
        Wordt een conceptfactuur; de uren zijn te gebruiken zodra die factuur verzonden is.
      </p>
      <RulesForm
        form={form}
        aria-labelledby={newId}
        submitLabel="Conceptfactuur maken"
        busyLabel="Bezig…"
        onSubmit={async (values) => {
          setMessage('');
          const body = HourBundleBody.parse(toBody(values));
          const bundle = await staffApi(apiRoutes.staffCreateHourBundle, {
            params: { id: customerId },
            body,
          });
          form.reset(empty);
          setMessage(`${bundle.description} staat klaar als conceptfactuur.`);
          await bundlesChanged();
        }}
      >
        <TextField name="description" label="Omschrijving" />
        <TextField name="hours" label="Aantal uren" inputMode="numeric" />
        <TextField name="price" label="Prijs van de strippenkaart (€, excl. btw)" inputMode="decimal" />
        <SelectField
          name="vat_rate"
          label="Btw-tarief"
          options={vatRates.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
        />
      </RulesForm>
    </section>
  );
};
