import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../db/factories/index.ts';
import { addStatusUpdate, createStatusEvent } from '../../services/status/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { childElements, type XmlNode, xmlRoot } from '../../test/xml-elements.ts';

const ATOM = 'http://www.w3.org/2005/Atom';

const children = (node: XmlNode, name: string) => childElements(node, ATOM, name);
const text = (node: XmlNode, name: string) => children(node, name)[0]?.textContent ?? undefined;

/** RFC 3339 date-time in UTC, as Atom's updated and published need. */
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('GET /status/feed.atom', () => {
  let t: TestApp;
  let writer: { staffId: number; role: 'ontwikkelaar'; address: string };
  const read = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/status/feed.atom' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    // Parses as XML (a parse error throws), with the Atom feed as its root.
    const root = xmlRoot(response.body);
    expect(root.namespaceURI).toBe(ATOM);
    expect(root.localName).toBe('feed');
    return { root, body: response.body };
  };

  beforeAll(async () => {
    t = await buildTestApp({ SITE_URL: 'https://www.kodewerk.test' });
    const member = await createStaffMember(t.db, { role: 'ontwikkelaar' });
    writer = { staffId: member.id, role: 'ontwikkelaar', address: '127.0.0.1' };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid, empty feed before anything happened', async () => {
    const { root } = await read();
    expect(text(root, 'id')).toBe('tag:www.kodewerk.test,2026:status');
    expect(text(root, 'title')).toBe('Storingen en onderhoud bij Kodewerk');
    expect(text(root, 'updated')).toMatch(UTC);
    expect(text(children(root, 'author')[0]!, 'name')).toBe('Kodewerk B.V.');
    const self = children(root, 'link').find((link) => link.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe('https://www.kodewerk.test/status/feed.atom');
    expect(children(root, 'entry')).toEqual([]);
  });

  it('lists incidents and maintenance, escaped, with stable ids and updated in UTC at their latest update', async () => {
    const incident = await createStatusEvent(t.db, writer, {
      kind: 'storing',
      title: 'Mail <smtp> & imap traag',
      services: ['email'],
      impact: 'verminderd',
      state: 'onderzoek',
      starts_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      planned_end_at: null,
      message: 'We kijken naar "de wachtrij" & de <servers>.',
      resources: [],
    });
    const maintenance = await createStatusEvent(t.db, writer, {
      kind: 'onderhoud',
      title: 'Onderhoud DNS',
      services: ['dns'],
      impact: 'geen',
      state: 'gepland',
      starts_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      planned_end_at: null,
      message: 'Nieuwe nameservers.',
      resources: [],
    });
    const first = await read();
    expect(first.body).toContain('Mail &lt;smtp&gt; &amp; imap traag');
    const entries = children(first.root, 'entry');
    expect(entries.map((entry) => text(entry, 'title'))).toEqual([
      'Onderhoud: Onderhoud DNS',
      'Storing: Mail <smtp> & imap traag',
    ]);
    expect(entries.map((entry) => text(entry, 'id'))).toEqual([
      `tag:www.kodewerk.test,2026:status-event-${maintenance.id}`,
      `tag:www.kodewerk.test,2026:status-event-${incident.id}`,
    ]);
    for (const entry of entries) {
      expect(text(entry, 'updated')).toMatch(UTC);
      expect(text(entry, 'published')).toMatch(UTC);
      expect(children(entry, 'link')[0]?.getAttribute('href')).toBe('https://www.kodewerk.test/status');
    }
    expect(text(entries[1]!, 'content')).toContain('We kijken naar "de wachtrij" & de <servers>.');
    expect(text(first.root, 'updated')).toBe(text(entries[0]!, 'updated'));

    // An update moves the incident to the top, with the same id and a later updated.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const resolved = await addStatusUpdate(t.db, writer, incident.id, {
      state: 'opgelost',
      message: 'Opgelost.',
    });
    const second = await read();
    const [top] = children(second.root, 'entry');
    expect(text(top!, 'id')).toBe(`tag:www.kodewerk.test,2026:status-event-${incident.id}`);
    expect(text(top!, 'updated')).toBe(resolved.updates[0]!.created_at);
    expect(Date.parse(text(top!, 'updated')!)).toBeGreaterThan(Date.parse(text(entries[1]!, 'updated')!));
    expect(text(top!, 'title')).toBe('Storing: Mail <smtp> & imap traag');
    expect(text(top!, 'content')).toMatch(/Opgelost: Opgelost\.[\s\S]*Wordt onderzocht: We kijken/);
  });
});
