import type { userStoryStatuses } from '@maatwerk/contract';
import type { DbOrTx } from '../client.ts';
import {
  addDays,
  addMonths,
  addWorkingDays,
  amsterdamTime,
  createDomain,
  createHostingPackage,
  createInvoice,
  createProFormaLine,
  createReservation,
  createServer,
  createSubscription,
  createUserStory,
  createUserStoryReply,
  DEFAULT_NAMESERVERS,
  type InvoiceLineInput,
  invoiceNumber,
  isWorkingDay,
  PROVIDER_AUTHOR,
  type ServerOverrides,
  type SubscriptionOverrides,
  today,
} from '../factories/index.ts';

/**
 * A demo customer's data, with every date given relative to today so that the portal always looks
 * current: what is overdue stays overdue, what is upcoming stays ahead.
 */
export interface DemoCompany {
  /** Shown as the author of the customer's replies. */
  contactName: string;
  /** Running numbers of this customer's sent invoices start here; each customer has its own range. */
  firstInvoiceSequence: number;
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

const seedUserStories = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany) => {
  for (const [index, story] of company.userStories.entries()) {
    const createdOn = addWorkingDays(today(), -story.workingDaysAgo);
    const createdAt = amsterdamTime(createdOn, 9 + (index % 7), (index * 17) % 60);
    const replyTimes = replySchedule(createdOn, createdAt, story.replies.length, index);
    const lastActivity = replyTimes.at(-1) ?? createdAt;
    const closed = story.status === 'afgerond' || story.status === 'gesloten';
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
      createdAt,
      updatedAt: lastActivity,
      closedAt: closed ? lastActivity : null,
    });
    // The story's time is spread over the provider's replies, so that they add up to its total.
    const providerReplies = Math.ceil(story.replies.length / 2);
    const share = providerReplies ? Math.floor(story.timeSpentMinutes / providerReplies / 15) * 15 : 0;
    for (const [i, bodyHtml] of story.replies.entries()) {
      const fromProvider = i % 2 === 0;
      const isLastProviderReply = fromProvider && i + 2 >= story.replies.length;
      await createUserStoryReply(tx, {
        userStoryId: created.id,
        authorUserId: fromProvider ? null : owner.userId,
        authorName: fromProvider ? PROVIDER_AUTHOR : company.contactName,
        fromProvider,
        bodyHtml,
        timeSpentMinutes: fromProvider
          ? isLastProviderReply
            ? story.timeSpentMinutes - share * (providerReplies - 1)
            : share
          : 0,
        createdAt: replyTimes[i],
      });
    }
  }
};

const seedBilling = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany) => {
  const sent = company.invoices
    .filter((invoice) => invoice.issuedDaysAgo !== undefined)
    .sort((a, b) => (b.issuedDaysAgo ?? 0) - (a.issuedDaysAgo ?? 0));
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
      number: invoiceNumber(issuedOn, company.firstInvoiceSequence + sent.indexOf(invoice)),
      description: invoice.description.replace('{maand}', previousMonth(issuedOn)),
      issuedOn,
      paidAt: paidOn ? amsterdamTime(paidOn, 10, 30) : null,
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

/** Loads one demo customer's orders, billing, hosting and bookings through the factories. */
export const seedCompany = async (tx: DbOrTx, owner: DemoOwner, company: DemoCompany): Promise<void> => {
  await seedUserStories(tx, owner, company);
  await seedBilling(tx, owner, company);
  await seedHosting(tx, owner, company);
  await seedReservations(tx, owner, company);
};
