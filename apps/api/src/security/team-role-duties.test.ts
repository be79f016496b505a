import {
  Domain,
  InvoicesResponse,
  TEAM_ROLE_FORBIDDEN_MESSAGE,
  type TeamRole,
  teamRoles,
  UserStory,
  UserStoryDetail,
} from '@maatwerk/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createDomain,
  createInvoice,
  createUser,
  createUserStory,
  type Domain as DomainRow,
  type UserStory as UserStoryRow,
} from '../db/factories/index.ts';
import { createSession } from '../services/sessions.ts';
import { apiCaller, type Caller } from '../test/api-caller.ts';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';
import { exactly } from '../test/exactly.ts';

const t = testAppPerBlock();
const api = apiCaller(t);
const own = customerPerBlock(t, { name: 'Bakkerij de Vries' });
const other = customerPerBlock(t, { name: 'Bakkerij Jansen' });

const people = {} as Record<TeamRole, NonNullable<Caller>>;
let invoiceNumber: string | null;
let invoiceId: number;
let order: UserStoryRow;
let othersOrder: UserStoryRow;
let domain: DomainRow;

beforeAll(async () => {
  people.eigenaar = own;
  for (const teamRole of teamRoles.filter((role) => role !== 'eigenaar')) {
    const user = await createUser(t.db, { customerId: own.customer.id, teamRole });
    const { token } = await createSession(t.db, user.id, 'login');
    people[teamRole] = { headers: { authorization: `Bearer ${token}` } };
  }
  const invoice = await createInvoice(t.db, { customerId: own.customer.id });
  invoiceNumber = invoice.number;
  invoiceId = invoice.id;
  await createInvoice(t.db, { customerId: other.customer.id });
  order = await createUserStory(t.db, { customerId: own.customer.id, title: 'Taartenbestelformulier' });
  othersOrder = await createUserStory(t.db, { customerId: other.customer.id });
  domain = await createDomain(t.db, { customerId: own.customer.id, name: 'bakkerijdevries.nl' });
  await createDomain(t.db, { customerId: other.customer.id, name: 'bakkerijjansen.nl' });
});

const expectForbidden = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ error: 'forbidden', message: TEAM_ROLE_FORBIDDEN_MESSAGE });
};

/** Whether the role does the work: each checks what the answers show, either way. */
type Work = (role: TeamRole, may: boolean) => Promise<void>;

/**
 * A list and one of its items, read as the role: both answer 200 when it may read them (the two
 * answers are returned), both 403 when it may not (nothing is returned).
 */
const readListAndOne = async (role: TeamRole, may: boolean, listUrl: string, oneUrl: string) => {
  const answers = [await api(people[role], 'GET', listUrl), await api(people[role], 'GET', oneUrl)] as const;
  for (const answer of answers) {
    if (may) expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    else expectForbidden(answer);
  }
  return may ? answers : undefined;
};

const seeInvoices: Work = async (role, may) => {
  const answers = await readListAndOne(role, may, '/invoices', `/invoices/${invoiceId}/pdf`);
  if (!answers) return;
  const [list, pdf] = answers;
  expect(exactly(InvoicesResponse, list.json()).sent.map((invoice) => invoice.number)).toEqual([
    invoiceNumber,
  ]);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
};

const readOrders: Work = async (role, may) => {
  const answers = await readListAndOne(role, may, '/user-stories', `/user-stories/${order.id}`);
  if (!answers) return;
  const [list, detail] = answers;
  const ids = UserStory.array()
    .parse(list.json())
    .map((story) => story.id);
  expect(ids).toContain(order.id);
  expect(ids).not.toContain(othersOrder.id);
  expect(exactly(UserStoryDetail, detail.json()).title).toBe('Taartenbestelformulier');
};

/** The titles of the customer's orders, as the eigenaar's order list shows them. */
const orderTitles = async () =>
  UserStory.array()
    .parse((await api(people.eigenaar, 'GET', '/user-stories')).json())
    .map((story) => story.title);

const placeAnOrder: Work = async (role, may) => {
  const title = `Nieuwe bestelpagina, gevraagd door ${role}`;
  const response = await api(people[role], 'POST', '/user-stories', {
    title,
    description_html: '<p>Graag een pagina waar klanten taarten bestellen.</p>',
  });
  if (!may) {
    expectForbidden(response);
    expect(await orderTitles()).not.toContain(title);
    return;
  }
  expect(response.statusCode, response.body).toBe(201);
  expect(await orderTitles()).toContain(title);
};

const replyToAnOrder: Work = async (role, may) => {
  const bodyHtml = `<p>Reactie van ${role}: prima zo.</p>`;
  const response = await api(people[role], 'POST', '/user-story-replies', {
    user_story_id: order.id,
    body_html: bodyHtml,
  });
  const detail = await api(people.eigenaar, 'GET', `/user-stories/${order.id}`);
  const replies = exactly(UserStoryDetail, detail.json()).replies.map((reply) => reply.body_html);
  if (!may) {
    expectForbidden(response);
    expect(replies).not.toContain(bodyHtml);
    return;
  }
  expect(response.statusCode, response.body).toBe(201);
  expect(replies).toContain(bodyHtml);
};

const seeDomains: Work = async (role, may) => {
  const answers = await readListAndOne(role, may, '/domain-names', `/domain-names/${domain.id}`);
  if (!answers) return;
  const [list, detail] = answers;
  const listed = Domain.array().parse(list.json());
  expect(listed.map((row) => row.name)).toEqual(['bakkerijdevries.nl']);
  expect(exactly(Domain, detail.json())).toEqual(listed[0]);
};

/** The domain's nameservers, as the eigenaar's domain page shows them. */
const nameserversNow = async () =>
  exactly(Domain, (await api(people.eigenaar, 'GET', `/domain-names/${domain.id}`)).json()).nameservers;

const changeNameservers: Work = async (role, may) => {
  const before = await nameserversNow();
  const nameservers = [`ns1.${role}.example.nl`, `ns2.${role}.example.nl`];
  const response = await api(people[role], 'PUT', `/domain-names/${domain.id}`, { nameservers });
  if (!may) {
    expectForbidden(response);
    expect(await nameserversNow()).toEqual(before);
    return;
  }
  expect(response.statusCode, response.body).toBe(200);
  expect(await nameserversNow()).toEqual(nameservers);
};

const work = {
  'see the customer’s invoices and download one': seeInvoices,
  'read the customer’s orders': readOrders,
  'place an order': placeAnOrder,
  'reply to an order': replyToAnOrder,
  'see the customer’s domain names': seeDomains,
  'change a domain’s nameservers': changeNameservers,
} satisfies Record<string, Work>;

/**
 * What each role may do (README, decision 0028), written out here: the eigenaar everything,
 * financieel billing, technisch domains, opdrachten orders. Every other piece of work it may not.
 */
const duties: Record<TeamRole, (keyof typeof work)[]> = {
  eigenaar: Object.keys(work) as (keyof typeof work)[],
  financieel: ['see the customer’s invoices and download one'],
  technisch: ['see the customer’s domain names', 'change a domain’s nameservers'],
  opdrachten: ['read the customer’s orders', 'place an order', 'reply to an order'],
};

/**
 * What each person of a customer's team can do with the customer's billing, orders and technical
 * services, and what they cannot, seen through the answers (README, decision 0028): a refused
 * request answers 403 and leaves nothing behind that the eigenaar would see.
 */
describe('each team role’s billing, orders and technical access, both ways', () => {
  for (const role of teamRoles) {
    describe(`a team member with role ${role}`, () => {
      for (const [name, does] of Object.entries(work)) {
        const may = duties[role].includes(name as keyof typeof work);
        it(`${may ? 'can' : 'cannot'} ${name}`, () => does(role, may));
      }
    });
  }
});
