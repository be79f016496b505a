import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_ADDED_QUEUE } from '../services/person-added/queue.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { jobsEnded } from '../test/jobs-ended.ts';
import { loggedInCustomer } from '../test/logged-in-customer.ts';

describe('the request id in the logs', () => {
  const logs: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { logs });
  });
  afterAll(() => t.close());

  it('names the request that queued a mail in the log lines of its job, as in the answer’s header', async () => {
    const owner = await loggedInCustomer(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/me/team',
      headers: owner.headers,
      payload: {
        first_name: 'Nieuw',
        last_name: 'Teamlid',
        email: 'nieuw@bakkerij.nl',
        team_role: 'financieel',
      },
    });
    expect(response.statusCode, response.body).toBe(202);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobsEnded(t.db)).toEqual([{ status: 'finished' }]);

    const ofRequest = logs.filter((line) => line.requestId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', 'job finished']),
    );
    const jobLines = logs.filter((line) => line.queue === PERSON_ADDED_QUEUE);
    expect(jobLines.length).toBeGreaterThan(0);
    for (const line of jobLines) expect(line).toMatchObject({ requestId, job: expect.any(String) });
  });
});
