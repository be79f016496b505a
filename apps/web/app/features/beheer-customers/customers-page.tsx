import { OPERATIONS } from '@maatwerk/contract';
import { type FormEvent, useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import styles from '~/components/beheer-page.module.css';
import { fieldStyles } from '~/components/form/index.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { useStaff, useStaffCustomers } from '~/features/beheer-shell/index.ts';
import { useCreateCustomer } from './customer-api.ts';
import { CustomerForm } from './customer-form.tsx';

/** Every customer, searchable by name, KvK number or a person's e-mail; operations add new ones. */
export const CustomersPage = () => {
  const staff = useStaff();
  const searchId = useId();
  const newId = useId();
  const [query, setQuery] = useState('');
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const list = useStaffCustomers(query);
  const create = useCreateCustomer();
  const canWrite = OPERATIONS.includes(staff.role);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };

  return (
    <div className={styles.page}>
      <h1>Klanten</h1>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby={searchId}>
          <h2 id={searchId}>Zoeken</h2>
          <search>
            <form className={styles.search} onSubmit={search}>
              <label htmlFor={`${searchId}-q`} className="visually-hidden">
                Naam, KvK-nummer of e-mailadres
              </label>
              <input
                id={`${searchId}-q`}
                name="q"
                type="search"
                className={fieldStyles.input}
                placeholder="Naam, KvK-nummer of e-mailadres"
                defaultValue={query}
              />
              <button type="submit" className="button">
                Zoeken
              </button>
            </form>
          </search>
          <QueryListStatus query={list} failure="De klanten konden niet worden geladen.">
            {(found) => (
              <>
                <p className={styles.meta} role="status">
                  {found.length === 0
                    ? 'Geen klanten gevonden.'
                    : `${found.length} ${found.length === 1 ? 'klant' : 'klanten'}${query ? ` voor "${query}"` : ''}.`}
                </p>
                <ul className={styles.list}>
                  {found.map((customer) => (
                    <li key={customer.id} className={styles.item}>
                      <AppLink to={`/beheer/klanten/${customer.id}`}>{customer.name}</AppLink>
                      <p className={styles.meta}>
                        {[
                          customer.kvk_number && `KvK ${customer.kvk_number}`,
                          customer.city,
                          `${customer.people} ${customer.people === 1 ? 'persoon' : 'personen'}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </QueryListStatus>
        </section>
        {canWrite && (
          <section className={styles.panel} aria-labelledby={newId}>
            <h2 id={newId}>Nieuwe klant</h2>
            {created && (
              <p className={styles.notice} role="status">
                Klant aangemaakt: <AppLink to={`/beheer/klanten/${created.id}`}>{created.name}</AppLink>
              </p>
            )}
            <CustomerForm
              labelledBy={newId}
              submitLabel="Klant aanmaken"
              onSave={async (body) => {
                const customer = await create.mutateAsync(body);
                setCreated({ id: customer.id, name: customer.name });
              }}
            />
          </section>
        )}
      </div>
    </div>
  );
};
