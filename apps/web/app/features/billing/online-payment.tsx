import {
  ApiRequestError,
  apiRoutes,
  type Invoice,
  ONLINE_PAYMENT_RETURN_PARAM,
  type OnlinePayment,
} from '@maatwerk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePortalFetchers } from '~/features/portal-data/index.ts';
import { api } from '~/lib/api-client.ts';
import { formatEuro } from '~/lib/format.ts';
import { BusyButton } from './busy-button.tsx';
import styles from './online-payment.module.css';

/** How often the page asks after a payment that is still being processed, and for how long. */
const POLL_MS = 3_000;
const POLL_FOR_MS = 2 * 60_000;

const optionsKey = ['online-payment-options'] as const;

/** Whether invoices can be paid online here; false until the API says so, and when it cannot be asked. */
const useOnlinePaymentAvailable = (): boolean => {
  const options = useQuery({
    queryKey: optionsKey,
    queryFn: () => api(apiRoutes.getOnlinePaymentOptions, {}),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return options.data?.available === true;
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;

/** "Betalen met iDEAL" for an invoice with something to pay: the API makes the payment, the browser goes to it. */
export const PayOnlineButton = ({ invoice }: { invoice: Invoice }) => {
  const available = useOnlinePaymentAvailable();
  const unpaid = invoice.state === 'open' || invoice.state === 'overdue';
  if (!available || !unpaid || invoice.balance_cents <= 0) return null;
  return (
    <BusyButton
      label="Betalen met iDEAL"
      ariaLabel={`Factuur ${invoice.number} betalen met iDEAL (${formatEuro(invoice.balance_cents)})`}
      primary
      leaves
      run={async () => {
        const { checkout_url } = await api(apiRoutes.payInvoice, { params: { id: invoice.id } });
        window.location.assign(checkout_url);
      }}
      failure={(caught) => messageOf(caught, 'De betaling kon niet worden gestart. Probeer het opnieuw.')}
    />
  );
};

const pendingStatuses: OnlinePayment['status'][] = ['open', 'pending', 'authorized'];

export const ReturnMessage = ({ payment }: { payment: OnlinePayment }) => {
  if (payment.status === 'paid') {
    return <p>Je betaling van {formatEuro(payment.amount_cents)} is ontvangen. Dank je wel!</p>;
  }
  if (pendingStatuses.includes(payment.status)) {
    return <p>We verwerken je betaling… Dit duurt meestal maar even; deze pagina werkt zichzelf bij.</p>;
  }
  const reason =
    payment.status === 'canceled'
      ? 'Je hebt de betaling afgebroken.'
      : payment.status === 'expired'
        ? 'De betaling is verlopen.'
        : 'De betaling is niet gelukt.';
  return <p>{reason} Er is niets afgeschreven. Je kunt het opnieuw proberen met de knop bij de factuur.</p>;
};

/**
 * After the payment page sends the customer back (?betaling=<invoice id>), how the payment stands
 * as the API hears it from Mollie: the address only says which invoice to ask about. While the
 * bank is still busy the page asks again; once paid, the invoices are loaded again.
 */
export const PaymentReturnNotice = () => {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(ONLINE_PAYMENT_RETURN_PARAM);
  const invoiceId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  const [since] = useState(() => Date.now());
  const { refetch } = usePortalFetchers();
  const payment = useQuery({
    queryKey: ['online-payment-return', invoiceId],
    queryFn: () => api(apiRoutes.getLatestInvoicePayment, { params: { id: invoiceId ?? 0 } }),
    enabled: invoiceId !== undefined,
    retry: false,
    refetchInterval: (query) =>
      query.state.data &&
      pendingStatuses.includes(query.state.data.status) &&
      Date.now() - since < POLL_FOR_MS
        ? POLL_MS
        : false,
  });
  const status = payment.data?.status;
  useEffect(() => {
    if (status === 'paid') void refetch('invoices');
  }, [status, refetch]);
  if (invoiceId === undefined || !payment.data) return null;
  const outcome =
    status === 'paid' ? 'paid' : status && pendingStatuses.includes(status) ? 'pending' : 'failed';
  return (
    <div className={styles.notice} data-outcome={outcome} role="status">
      <ReturnMessage payment={payment.data} />
    </div>
  );
};
