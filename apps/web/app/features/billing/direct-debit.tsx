import {
  ApiRequestError,
  apiRoutes,
  DIRECT_DEBIT_MESSAGES,
  MANDATE_RETURN_PARAM,
  type Mandate,
} from '@maatwerk/contract';
import { mandateStatusLabels } from '@maatwerk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '~/lib/api-client.ts';
import { formatDate } from '~/lib/format.ts';
import { BusyButton } from './busy-button.tsx';
import styles from './online-payment.module.css';

const directDebitKey = ['direct-debit'] as const;

/** How often the page asks after a mandate whose first payment is still being processed, and for how long. */
const POLL_MS = 3_000;
const POLL_FOR_MS = 2 * 60_000;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;

const MandateFacts = ({ mandate }: { mandate: Mandate }) => (
  <dl>
    <div>
      <dt>Rekening</dt>
      <dd>
        <span aria-hidden="true">{mandate.account}</span>
        <span className="visually-hidden">rekening eindigend op {mandate.account?.slice(-4)}</span>
      </dd>
    </div>
    <div>
      <dt>Rekeninghouder</dt>
      <dd>{mandate.account_holder}</dd>
    </div>
    <div>
      <dt>Ondertekend op</dt>
      <dd>{mandate.signature_date ? formatDate(mandate.signature_date) : '–'}</dd>
    </div>
    <div>
      <dt>Machtigingskenmerk</dt>
      <dd>{mandate.mandate_reference}</dd>
    </div>
    <div>
      <dt>Status</dt>
      <dd>{mandateStatusLabels[mandate.status]}</dd>
    </div>
  </dl>
);

/**
 * Automatic collection of invoices (SEPA direct debit through Mollie): give a mandate with a first
 * iDEAL payment of one cent, see it and revoke it. Without Mollie configured it says so plainly.
 */
export const DirectDebitSection = ({ className }: { className?: string }) => {
  const [searchParams] = useSearchParams();
  const returned = searchParams.has(MANDATE_RETURN_PARAM);
  const [since] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: directDebitKey,
    queryFn: () => api(apiRoutes.getDirectDebit, {}),
    refetchInterval: (query) =>
      returned &&
      query.state.data?.mandates[0]?.status === 'in_afwachting' &&
      Date.now() - since < POLL_FOR_MS
        ? POLL_MS
        : false,
  });
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: (id: number) => api(apiRoutes.revokeMandate, { params: { id } }),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: directDebitKey });
    },
  });

  const body = () => {
    if (overview.isPending) return <p>Gegevens over automatische incasso worden geladen…</p>;
    if (overview.isError) {
      return <p role="alert">De gegevens over automatische incasso konden niet worden geladen.</p>;
    }
    const { available, days_after_sending, mandates } = overview.data;
    const valid = mandates.find((mandate) => mandate.status === 'geldig');
    if (valid) {
      return (
        <>
          <p>
            Je facturen worden automatisch afgeschreven, {days_after_sending} dagen na de factuurdatum. De
            mail met de factuur noemt het bedrag en de dag van afschrijving.
          </p>
          <MandateFacts mandate={valid} />
          {confirming ? (
            <div className={styles.notice}>
              <p>
                Trek je de machtiging in, dan schrijven we niets meer af, ook niet wat al is aangekondigd. Je
                betaalt je facturen dan zelf.
              </p>
              <p>
                <button
                  type="button"
                  className="button"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(valid.id)}
                >
                  Intrekken bevestigen
                </button>{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setConfirming(false)}
                >
                  Niet intrekken
                </button>
              </p>
            </div>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              Machtiging intrekken
            </button>
          )}
          {revoke.isError && (
            <p role="alert">{messageOf(revoke.error, 'De machtiging kon niet worden ingetrokken.')}</p>
          )}
        </>
      );
    }
    if (!available) return <p>{DIRECT_DEBIT_MESSAGES.notAvailable}</p>;
    const latest = mandates[0];
    return (
      <>
        {revoke.isSuccess && <p role="status">De machtiging is ingetrokken. We schrijven niets meer af.</p>}
        {latest?.status === 'in_afwachting' && returned && (
          <p role="status">We verwerken je betaling… Zodra die binnen is, staat je machtiging hier.</p>
        )}
        {latest?.status === 'mislukt' && returned && (
          <p role="status">
            De machtiging is niet afgegeven: de betaling is niet gelukt. Probeer het opnieuw.
          </p>
        )}
        <p>
          Laat je facturen automatisch afschrijven. Je geeft de machtiging met een iDEAL-betaling van € 0,01
          vanaf de rekening die we mogen afschrijven. Elke afschrijving kondigen we aan in de mail met de
          factuur, {days_after_sending} dagen van tevoren.
        </p>
        <BusyButton
          label="Machtiging geven met iDEAL"
          ariaLabel="Machtiging voor automatische incasso geven met iDEAL"
          primary
          leaves
          run={async () => {
            const { checkout_url } = await api(apiRoutes.startMandate, {});
            window.location.assign(checkout_url);
          }}
          failure={(caught) =>
            messageOf(caught, 'De machtiging kon niet worden gestart. Probeer het opnieuw.')
          }
        />
      </>
    );
  };

  return (
    <section aria-labelledby="automatische-incasso" className={className}>
      <h2 id="automatische-incasso">Automatische incasso</h2>
      {body()}
    </section>
  );
};
