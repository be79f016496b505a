// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientStore } from '~/lib/client-store.ts';
import { PUBLIC_CONFIG_ELEMENT_ID } from '~/lib/public-config.ts';
import { requestLoginLink } from './login-link.ts';

const API = 'http://api.test';

// The site's API client takes fetch when it is created, so the stand-in is there before any import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const job = (status: string, extra: Record<string, unknown> = {}) => ({
  reference: 'hosting-login:5b1c7a8e-9f41-4d2a-a1c3-0e8a7f6d4b21',
  status,
  output: null,
  error: null,
  created_at: '2026-06-01T10:00:00.000Z',
  finished_at: null,
  ...extra,
});

describe('the login-link job', () => {
  const calls: { url: string; at: number; method: string; body?: string; authorization?: string }[] = [];
  let answers: Response[];

  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    const element = document.createElement('script');
    element.id = PUBLIC_CONFIG_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({ apiUrl: API });
    document.body.append(element);
    clientStore.setState({ loginCode: 'token-123' });
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        at: Date.now(),
        method: String(init.method),
        body: init.body as string | undefined,
        authorization: (init.headers as Record<string, string>).authorization,
      });
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  it('starts the job, asks after it every 250 ms until it is finished and gives its output', async () => {
    answers = [
      json(202, { reference: job('queued').reference }),
      json(200, job('queued')),
      json(200, job('running')),
      json(200, job('finished', { output: { url: 'https://panel.example/sso/1' } })),
    ];
    const result = requestLoginLink(42, '/mail');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('https://panel.example/sso/1');

    expect(calls[0]).toMatchObject({
      url: `${API}/domain-names/42/login-url`,
      method: 'POST',
      body: JSON.stringify({ redirectUrl: '/mail' }),
      authorization: 'Bearer token-123',
    });
    expect(calls.slice(1).map((call) => call.url)).toEqual(
      Array(3).fill(`${API}/job-status/hosting-login%3A5b1c7a8e-9f41-4d2a-a1c3-0e8a7f6d4b21`),
    );
    const polls = calls.slice(1).map((call) => call.at);
    expect(polls.slice(1).map((at, index) => at - (polls[index] as number))).toEqual([250, 250]);
  });

  it('rejects with the reason of a failed job', async () => {
    answers = [
      json(202, { reference: job('queued').reference }),
      json(200, job('failed', { error: 'Er is geen hostingcontrolepaneel gekoppeld.' })),
    ];
    const result = requestLoginLink(42);
    const settled = expect(result).rejects.toThrow('Er is geen hostingcontrolepaneel gekoppeld.');
    await vi.runAllTimersAsync();
    await settled;
  });

  it("rejects with the API's message when the domain is not the customer's", async () => {
    answers = [
      json(404, {
        statusCode: 404,
        error: 'not_found',
        message: 'Deze domeinnaam bestaat niet, of is niet van jou.',
      }),
    ];
    await expect(requestLoginLink(7)).rejects.toThrow('Deze domeinnaam bestaat niet, of is niet van jou.');
  });
});
