import type { StatusBoard } from '@maatwerk/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusPage } from './status-page.tsx';

const board = (overrides: Partial<StatusBoard> = {}): StatusBoard => ({
  generated_at: '2026-11-23T13:05:00.000Z',
  stale: false,
  services: [
    { service: 'websitehosting', state: 'volledig' },
    { service: 'email', state: 'operationeel' },
    { service: 'dns', state: 'operationeel' },
    { service: 'klantenportaal', state: 'operationeel' },
    { service: 'api', state: 'operationeel' },
  ],
  current: [
    {
      id: 7,
      kind: 'storing',
      title: 'Webserver onbereikbaar',
      services: ['websitehosting'],
      impact: 'volledig',
      state: 'onderzoek',
      starts_at: '2026-11-23T12:40:00.000Z',
      planned_end_at: null,
      closed_at: null,
      updates: [
        { id: 1, state: 'onderzoek', message: 'We kijken ernaar.', created_at: '2026-11-23T12:45:00.000Z' },
      ],
    },
  ],
  planned: [],
  past: [],
  ...overrides,
});

describe('the status page as the server renders it', () => {
  it('shows each service, the incident with its update and when the state was read (Amsterdam time)', () => {
    const html = renderToString(<StatusPage board={board()} />);
    expect(html).toContain('Een of meer diensten hebben een storing.');
    expect(html).toContain('Webserver onbereikbaar');
    expect(html).toContain('We kijken ernaar.');
    expect(html).toContain(
      'Laatst bijgewerkt op <time dateTime="2026-11-23T13:05:00.000Z">23 november 2026 om 14:05</time>',
    );
    expect(html).not.toContain('laatst bekende stand');
    expect(html).toContain('Er is geen onderhoud gepland.');
  });

  it('says so when it shows the last known state', () => {
    const html = renderToString(<StatusPage board={board({ stale: true, current: [] })} />);
    expect(html).toContain('dit is de laatst bekende stand');
    expect(html).toContain('Er zijn op dit moment geen storingen of onderhoud.');
  });
});
