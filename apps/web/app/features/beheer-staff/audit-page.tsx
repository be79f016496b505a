import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditPage as AuditLogPage,
  type AuditQuery,
} from '@maatwerk/contract';
import { auditActionLabel, auditEntityLabel } from '@maatwerk/contract/constants';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import styles from '~/components/beheer-page.module.css';
import { QueryListStatus } from '~/components/list-status.tsx';
import { formatDateTime } from '~/lib/format.ts';
import { actionFilters, changesOf, entityOptions, fieldLabel } from './audit-view.ts';
import local from './beheer-staff.module.css';
import { FilterInput, FilterSelect } from './filter-fields.tsx';
import { refusedFilters, useAuditLog, useStaffMembers } from './staff-members-api.ts';

const filterNames = ['staff_id', 'entity', 'entity_id', 'action', 'from', 'to'] as const;

/** The query of the address bar: the filters and the page, as the API takes them. */
const queryOf = (params: URLSearchParams): AuditQuery => {
  const query: Record<string, string | number> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const page = Number(params.get('pagina') ?? '1');
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query as AuditQuery;
};

const Entry = ({ entry }: { entry: AuditEntry }) => {
  const changes = changesOf(entry.before, entry.after);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <strong>{auditActionLabel(entry.action)}</strong>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </div>
      <p className={styles.meta}>
        {auditEntityLabel(entry.entity)}
        {entry.entity_id && ` #${entry.entity_id}`} · door {entry.staff_name} · vanaf {entry.address}
      </p>
      {changes.length > 0 && (
        <details>
          <summary>
            Wijzigingen ({changes.length})<span className="visually-hidden"> van regel {entry.id}</span>
          </summary>
          <dl className={local.changes}>
            {changes.map((change) => (
              <div key={change.field}>
                <dt>{fieldLabel(change.field)}</dt>
                <dd>
                  {change.before !== undefined && change.after !== undefined ? (
                    <>
                      <span className={local.was}>
                        <span className="visually-hidden">was </span>
                        {change.before}
                      </span>{' '}
                      → <span className="visually-hidden">wordt </span>
                      {change.after}
                    </>
                  ) : change.after !== undefined ? (
                    change.after
                  ) : (
                    <>
                      <span className="visually-hidden">was </span>
                      {change.before}
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
};

/** The audit log for beheerders: every staff write, newest first, filtered and a page at a time. */
export const AuditPage = () => {
  const filtersId = useId();
  const resultsId = useId();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const key = JSON.stringify(query);
  const members = useStaffMembers();
  const log = useAuditLog(query);
  const failure = refusedFilters(log.error);

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('pagina', String(page));
    else next.delete('pagina');
    setParams(next);
  };

  const pages = (total: number) => Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const field = (name: string) => `${filtersId}-${name}`;

  return (
    <div className={styles.page}>
      <h1>Auditlog</h1>
      <p className={styles.meta}>
        Elke wijziging door een medewerker, met wie, wat, wanneer en vanaf welk adres. Het log kan niet worden
        aangepast of verwijderd.
      </p>
      <section className={styles.panel} aria-labelledby={filtersId}>
        <h2 id={filtersId}>Filteren</h2>
        <search>
          <form className={local.filters} onSubmit={filter} key={key} aria-labelledby={filtersId}>
            <FilterSelect
              id={field('staff_id')}
              name="staff_id"
              label="Medewerker"
              value={query.staff_id?.toString() ?? ''}
              all="Iedereen"
              options={(members.data?.items ?? []).map((member) => ({
                value: String(member.id),
                label: member.name,
              }))}
            />
            <FilterSelect
              id={field('entity')}
              name="entity"
              label="Soort record"
              value={query.entity ?? ''}
              all="Alle soorten"
              options={entityOptions}
            />
            <FilterInput
              id={field('entity_id')}
              name="entity_id"
              label="Recordnummer"
              value={query.entity_id ?? ''}
              inputMode="numeric"
              autoComplete="off"
            />
            <FilterSelect
              id={field('action')}
              name="action"
              label="Actie"
              value={query.action ?? ''}
              all="Alle acties"
              options={actionFilters}
            />
            <FilterInput id={field('from')} name="from" label="Vanaf" value={query.from ?? ''} type="date" />
            <FilterInput id={field('to')} name="to" label="Tot en met" value={query.to ?? ''} type="date" />
            <div className={styles.actions}>
              <button type="submit" className="button">
                Filteren
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setParams(new URLSearchParams())}
              >
                Filters wissen
              </button>
            </div>
          </form>
        </search>
      </section>
      <section className={styles.panel} aria-labelledby={resultsId}>
        <h2 id={resultsId}>Regels</h2>
        {failure && (
          <p className={styles.notice} role="alert">
            {failure}
          </p>
        )}
        {failure ? (
          <p className={styles.meta} role="status" />
        ) : (
          <QueryListStatus query={log} failure="Het auditlog kon niet worden geladen.">
            {(page) => (
              <LogPage
                page={page}
                pages={pages(page.total)}
                resultsId={resultsId}
                busy={log.isFetching}
                goTo={goTo}
              />
            )}
          </QueryListStatus>
        )}
      </section>
    </div>
  );
};

const LogPage = ({
  page,
  pages,
  resultsId,
  busy,
  goTo,
}: {
  page: AuditLogPage;
  pages: number;
  resultsId: string;
  busy: boolean;
  goTo: (page: number) => void;
}) => (
  <>
    <p className={styles.meta} role="status">
      {page.total === 0
        ? 'Geen regels gevonden.'
        : `${page.total} ${page.total === 1 ? 'regel' : 'regels'}, nieuwste eerst. Pagina ${page.page} van ${pages}.`}
    </p>
    {page.items.length > 0 && (
      <ol className={styles.list} aria-labelledby={resultsId}>
        {page.items.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ol>
    )}
    {pages > 1 && (
      <nav className={local.paging} aria-label="Pagina’s van het auditlog">
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page <= 1 || busy}
          onClick={() => goTo(page.page - 1)}
        >
          Nieuwere regels
        </button>
        <span>
          Pagina {page.page} van {pages}
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page >= pages || busy}
          onClick={() => goTo(page.page + 1)}
        >
          Oudere regels
        </button>
      </nav>
    )}
  </>
);
