import type { userStoryStatuses } from '@maatwerk/contract';
import { closedAtAfterMove } from '@maatwerk/contract/constants';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  addDays,
  addMonths,
  addWorkingDays,
  amsterdamTime,
  createDomain,
  createEmergencyCall,
  createHostingPackage,
  createHourBundle,
  createInvoice,
  createProFormaLine,
  createReservation,
  createServer,
  createSubscription,
  createTimeEntry,
  createUserStory,
  createUserStoryReply,
  DEFAULT_NAMESERVERS,
  type InvoiceLineInput,
  isWorkingDay,
  PROVIDER_AUTHOR,
  type ServerOverrides,
  type SubscriptionOverrides,
  toDateOnly,
  today,
} from '../factories/index.ts';
import { staffMembers } from '../schema.ts';
import { demoStaff } from './staff.ts';

/**
 * A demo customer's data, with every date given relative to today so that the portal always looks
 * current: what is overdue stays overdue, what is upcoming stays ahead.
 */
export interface DemoCompany {
  /** Shown as the author of the customer's replies. */
  contactName: string;
  userStories: DemoUserStory[];
  invoices: DemoInvoice[];
  subscriptions: (Omit<SubscriptionOverrides, 'customerId' | 'startedOn' | 'endedOn'> & {
    startedMonthsAgo: number;
    endedDaysAgo?: number;
  })[];
  proFormaLines: (InvoiceLineInput & { workedDaysAgo: number })[];
  hostingPackages: DemoHostingPackage[];
  domains: DemoDomain[];
  servers: Omit<ServerOverrides, 'customerId'>[];
  reservations: DemoReservation[];
  /** A prepaid hour bundle bought some days ago, with hours drawn from it since. */
  hourBundle?: {
    description: string;
    hours: number;
    priceCents: number;
    boughtDaysAgo: number;
    usages: { minutes: number; description: string; daysAgo: number }[];
  };
  /** Emergency calls the customer made, not yet acknowledged by staff. */
  emergencyCalls?: { minutesAgo: number; description: string }[];
}

export interface DemoUserStory {
  title: string;
  descriptionHtml: string;
  status: (typeof userStoryStatuses)[number];
  priority: number;
  invoiceReference?: string;
  timeSpentMinutes: number;
  estimateMinutes?: number;
  /** Working days before today on which it was created; at least 1, so that its replies lie in the past. */
  workingDaysAgo: number;
  /** Alternating, starting with the provider: [provider, customer, provider, ...]. */
  replies: string[];
  /** The e-mail address of the demo staff member who has the order; it is they who log its time. */
  assignee?: string;
}

export interface DemoInvoice {
  /** '{maand}' becomes the month before the invoice, e.g. 'maart 2026'. */
  description: string;
  lines: InvoiceLineInput[];
  /** Absent for a saved (draft) invoice. */
  issuedDaysAgo?: number;
  paidAfterDays?: number;
}

export interface DemoHostingPackage {
  name: string;
  plan: string;
  diskGb: number;
  mailboxes: number;
  monthlyCents: number;
  status: 'actief' | 'opgezegd';
  renewsInDays: number;
}

export interface DemoDomain {
  name: string;
  years: number;
  expiresInDays: number;
  locked: boolean;
  autoRenew: boolean;
  nameservers?: string[];
  /** Index into `hostingPackages`. */
  hostingPackage?: number;
}

export interface DemoReservation {
  /** Working days from today: positive is upcoming, negative is past. */
  workingDays: number;
  hour: number;
  minute?: number;
  durationMinutes?: number;
  subject: string;
}

export interface DemoOwner {
  customerId: number;
  userId: number;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const monthFormat = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const previousMonth = (isoDate: string): string =>
  monthFormat.format(new Date(`${addMonths(`${isoDate.slice(0, 7)}-01`, -1)}T00:00:00Z`));

/**
 * Replies fall in office hours, about one working day apart, squeezed together when the story is
 * younger than that; each comes after the one before and none lies in the future.
 */
const replySchedule = (createdOn: string, createdAt: Date, count: number, seed: number): Date[] => {
  const available = countWorkingDays(createdOn, today());
  const times: Date[] = [];
  let previous = createdAt.getTime();
  for (let i = 0; i < count; i++) {
    const dayOffset = Math.floor(((i + 1) * Math.min(available, count + 1)) / (count + 1));
    const candidate = amsterdamTime(
      addWorkingDays(createdOn, dayOffset),
      9 + ((seed * 3 + i * 5) % 8),
      (seed * 7 + i * 11) % 60,
    ).getTime();
    const time = Math.min(
      Math.max(candidate, previous + 47 * MINUTE_MS),
      Date.now() - (count - i) * MINUTE_MS,
    );
    times.push(new Date(time));
    previous = time;
  }
  return times;
};

const countWorkingDays = (from: string, to: string): number => {
  let n = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) n++;
  return n;
};

/** The demo staff's ids by e-mail address; the staff are loaded before the customers. */
const demoStaffIds = async (tx: DbOrTx): Promise<Map<string, number>> => {
  const rows = await tx
    .select({ id: staffMembers.id, email: staffMembers.email })
    .from(staffMembers)
    .where(
      inArray(
        staffMembers.email,
        demoStaff.map((member) => member.email),
      ),
    );
  return new Map(rows.map((row) => [row.email, row.id]));
};

/** The provider's replies are written by the first demo staff member (PROVIDER_AUTHOR). */
const PROVIDER_EMAIL = 'beheer@kodewerk.nl';

const seedUserStories = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany) => {
  const staffIds = await demoStaffIds(tx);
  const providerId = staffIds.get(PROVIDER_EMAIL) ?? null;
  for (const [index, story] of company.userStories.entries()) {
    const assigneeId = story.assignee ? (staffIds.get(story.assignee) ?? null) : null;
    const createdOn = addWorkingDays(today(), -story.workingDaysAgo);
    const createdAt = amsterdamTime(createdOn, 9 + (index % 7), (index * 17) % 60);
    const replyTimes = replySchedule(createdOn, createdAt, story.replies.length, index);
    const lastActivity = replyTimes.at(-1) ?? createdAt;
    const created = await createUserStory(tx, {
      customerId: owner.customerId,
      createdByUserId: owner.userId,
      title: story.title,
      descriptionHtml: story.descriptionHtml,
      status: story.status,
      priority: story.priority,
      invoiceReference: story.invoiceReference ?? null,
      timeSpentMinutes: story.timeSpentMinutes,
      estimateMinutes: story.estimateMinutes ?? null,
      assigneeStaffId: assigneeId,
      createdAt,
      updatedAt: lastActivity,
      closedAt: closedAtAfterMove(story.status, null, lastActivity),
    });
    // The story's time is spread over the provider's replies, so that they add up to its total.
    const providerReplies = Math.ceil(story.replies.length / 2);
    const share = providerReplies ? Math.floor(story.timeSpentMinutes / providerReplies / 15) * 15 : 0;
    for (const [i, bodyHtml] of story.replies.entries()) {
      const fromProvider = i % 2 === 0;
      const isLastProviderReply = fromProvider && i + 2 >= story.replies.length;
      const minutes = fromProvider
        ? isLastProviderReply
          ? story.timeSpentMinutes - share * (providerReplies - 1)
          : share
        : 0;
      const reply = await createUserStoryReply(tx, {
        userStoryId: created.id,
        authorUserId: fromProvider ? null : owner.userId,
        authorStaffId: fromProvider ? providerId : null,
        authorName: fromProvider ? PROVIDER_AUTHOR : company.contactName,
        fromProvider,
        bodyHtml,
        timeSpentMinutes: minutes,
        createdAt: replyTimes[i],
      });
      // The same time as time entries, so that the entries add up to the order's time spent.
      const worker = assigneeId ?? providerId;
      if (minutes > 0 && worker !== null) {
        await createTimeEntry(tx, {
          userStoryId: created.id,
          staffId: worker,
          workedOn: toDateOnly(reply.createdAt),
          minutes,
          note: i === 0 ? 'Analyse en eerste opzet' : 'Ontwikkeling en testen',
          addToOrder: false,
        });
      }
    }
  }
};

const seedBilling = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany) => {
  for (const invoice of company.invoices) {
    if (invoice.issuedDaysAgo === undefined) {
      const description = invoice.description.replace('{maand}', previousMonth(today()));
      await createInvoice(tx, {
        customerId: owner.customerId,
        status: 'saved',
        description,
        lines: invoice.lines,
      });
      continue;
    }
    const issuedOn = addDays(today(), -invoice.issuedDaysAgo);
    const paidOn = invoice.paidAfterDays === undefined ? undefined : addDays(issuedOn, invoice.paidAfterDays);
    await createInvoice(tx, {
      customerId: owner.customerId,
      status: 'sent',
      description: invoice.description.replace('{maand}', previousMonth(issuedOn)),
      issuedOn,
      paidOn,
      lines: invoice.lines,
    });
  }
  for (const { startedMonthsAgo, endedDaysAgo, ...subscription } of company.subscriptions) {
    await createSubscription(tx, {
      ...subscription,
      customerId: owner.customerId,
      startedOn: addMonths(today(), -startedMonthsAgo),
      endedOn: endedDaysAgo === undefined ? null : addDays(today(), -endedDaysAgo),
    });
  }
  if (company.hourBundle) {
    const { boughtDaysAgo, usages, ...bundle } = company.hourBundle;
    await createHourBundle(tx, {
      ...bundle,
      customerId: owner.customerId,
      issuedOn: addDays(today(), -boughtDaysAgo),
      usages: usages.map(({ daysAgo, ...usage }) => ({ ...usage, drawnOn: addDays(today(), -daysAgo) })),
    });
  }
  for (const { workedDaysAgo, ...line } of company.proFormaLines) {
    await createProFormaLine(tx, {
      ...line,
      customerId: owner.customerId,
      workedOn: addWorkingDays(today(), -workedDaysAgo),
    });
  }
};

const seedHosting = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany) => {
  const packageIds: number[] = [];
  for (const { renewsInDays, ...hostingPackage } of company.hostingPackages) {
    const created = await createHostingPackage(tx, {
      ...hostingPackage,
      customerId: owner.customerId,
      renewsOn: addDays(today(), renewsInDays),
    });
    packageIds.push(created.id);
  }
  for (const domain of company.domains) {
    const expiresOn = addDays(today(), domain.expiresInDays);
    await createDomain(tx, {
      customerId: owner.customerId,
      name: domain.name,
      nameservers: domain.nameservers ?? DEFAULT_NAMESERVERS,
      locked: domain.locked,
      autoRenew: domain.autoRenew,
      registeredOn: addMonths(expiresOn, -12 * domain.years),
      expiresOn,
      hostingPackageId:
        domain.hostingPackage === undefined ? null : (packageIds[domain.hostingPackage] ?? null),
    });
  }
  for (const server of company.servers) await createServer(tx, { ...server, customerId: owner.customerId });
};

const seedReservations = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany) => {
  for (const reservation of company.reservations) {
    const startsAt = amsterdamTime(
      addWorkingDays(today(), reservation.workingDays),
      reservation.hour,
      reservation.minute ?? 0,
    );
    await createReservation(tx, {
      customerId: owner.customerId,
      userId: owner.userId,
      subject: reservation.subject,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (reservation.durationMinutes ?? 60) * 60 * 1000),
      createdAt: new Date(Math.min(Date.now(), startsAt.getTime()) - 5 * 24 * HOUR_MS),
    });
  }
};

const seedEmergencyCalls = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany) => {
  for (const call of company.emergencyCalls ?? []) {
    await createEmergencyCall(tx, {
      customerId: owner.customerId,
      userId: owner.userId,
      description: call.description,
      createdAt: new Date(Date.now() - call.minutesAgo * MINUTE_MS),
    });
  }
};

/** Loads one demo customer's orders, billing, hosting, bookings and emergency calls through the factories. */
export const seedCompany = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany): Promise<void> => {
  await seedUserStories(tx, owner, company);
  await seedBilling(tx, owner, company);
  await seedHosting(tx, owner, company);
  await seedReservations(tx, owner, company);
  await seedEmergencyCalls(tx, owner, company);
};
