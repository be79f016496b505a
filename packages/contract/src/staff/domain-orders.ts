import { z } from 'zod';
import { IdParams } from '../common.ts';
import type { domainOrderStatuses } from '../constants/limits.ts';
import { DomainOrder, DomainOrderStatus, domainOrderStatusLabels } from '../domain-cart.ts';
import { defineRoute } from '../route.ts';
import { ALL_STAFF, OPERATIONS } from './roles.ts';

type Status = (typeof domainOrderStatuses)[number];

/**
 * Where an ordered name may go next: it is taken in hand, then registered or refused by the
 * registry (also straight from ordered). Registered and refused are final.
 */
export const domainOrderTransitions: Record<Status, readonly Status[]> = {
  aangevraagd: ['in_behandeling', 'geweigerd'],
  in_behandeling: ['geregistreerd', 'geweigerd'],
  geregistreerd: [],
  geweigerd: [],
};

/** Why a move that domainOrderTransitions does not allow is refused, in the staff's words. */
export const domainOrderMoveRefused = (from: Status, to: Status): string =>
  `Een domeinnaam die ${domainOrderStatusLabels[from].toLowerCase()} is, kan niet naar ${domainOrderStatusLabels[to].toLowerCase()}.`;

export const StaffDomainOrder = DomainOrder.extend({
  customer: z.object({ id: z.number().int(), name: z.string() }),
});
export type StaffDomainOrder = z.infer<typeof StaffDomainOrder>;

export const DomainOrderStatusBody = z.object({
  status: DomainOrderStatus.meta({ description: 'The next status, as domainOrderTransitions allows' }),
});
export type DomainOrderStatusBody = z.input<typeof DomainOrderStatusBody>;

export const staffDomainOrderRoutes = {
  staffListDomainOrders: defineRoute({
    method: 'GET',
    path: '/staff/domain-orders',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-domain-orders',
    summary: 'Ordered domain names of every customer that are not yet registered or refused, oldest first',
    response: z.array(StaffDomainOrder),
  }),
  staffSetDomainOrderStatus: defineRoute({
    method: 'POST',
    path: '/staff/domain-orders/:id/status',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-domain-orders',
    summary:
      'Move an ordered name on (aangevraagd → in behandeling → geregistreerd, or geweigerd); a move the transitions do not allow answers 422; audited',
    params: IdParams,
    body: DomainOrderStatusBody,
    response: StaffDomainOrder,
  }),
};
