import type {
  Domain,
  HostingPackage,
  Invoice,
  InvoicesResponse,
  ProFormaLine,
  Reservation,
  Server,
  UserStory,
} from '@maatwerk/contract';
import { isFinishedUserStoryStatus } from '@maatwerk/contract/constants';

/** Pure summaries of the lists, so that the cards stay thin and the rules are tested on their own. */

export const openOrders = (orders: readonly UserStory[]) =>
  orders
    .filter((order) => !isFinishedUserStoryStatus(order.status))
    .sort((a, b) => a.priority - b.priority || b.updated_at.localeCompare(a.updated_at));

export const unpaidInvoices = (invoices: InvoicesResponse) => {
  const unpaid: Invoice[] = invoices.sent
    .filter((invoice) => invoice.state === 'open' || invoice.state === 'overdue')
    .sort((a, b) => (a.due_on ?? '').localeCompare(b.due_on ?? ''));
  return {
    unpaid,
    overdue: unpaid.filter((invoice) => invoice.state === 'overdue').length,
    totalCents: unpaid.reduce((sum, invoice) => sum + invoice.balance_cents, 0),
  };
};

export const proFormaTotal = (lines: readonly ProFormaLine[]) => ({
  totalCents: lines.reduce((sum, line) => sum + line.total_cents, 0),
  lastWorkedOn: lines.reduce<string | null>(
    (last, line) => (!last || line.worked_on > last ? line.worked_on : last),
    null,
  ),
});

/** Domains by the date they expire or renew, soonest first. */
export const domainsByRenewal = (domains: readonly Domain[]) =>
  [...domains].sort((a, b) => a.expires_on.localeCompare(b.expires_on));

export const serversByStatus = (servers: readonly Server[]) => {
  const counts: Record<Server['status'], number> = { actief: 0, onderhoud: 0, uit: 0 };
  for (const server of servers) counts[server.status] += 1;
  return counts;
};

export const activePackages = (packages: readonly HostingPackage[]) =>
  packages.filter((item) => item.status === 'actief').sort((a, b) => a.renews_on.localeCompare(b.renews_on));

export const upcomingReservations = (reservations: readonly Reservation[], now = new Date()) =>
  reservations
    .filter((reservation) => Date.parse(reservation.ends_at) > now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));

/** '1 open opdracht', '3 open opdrachten'. */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
