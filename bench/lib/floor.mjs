/**
 * The floor under GET /user-stories on PostgreSQL: a bare Fastify route that runs the same two
 * statements as the API (the session lookup of services/sessions.ts and the orders list of
 * services/user-stories/read.ts) on the same driver with the same pool settings (db/client.ts),
 * and nothing else: no hooks, no rate limit, no validation, no answer schema. What it reaches is
 * as fast as that call can be on this machine with this stack; the API's share sits below it.
 */
import { freePort } from '../../scripts/lib/pair.mjs';
import { start } from './processes.mjs';

const IDLE_MS = 2 * 60 * 60 * 1000;

export const startFloor = async (databaseUrl) => {
  const port = await freePort();
  const script = `
    import { createHash } from 'node:crypto';
    import Fastify from 'fastify';
    import postgres from 'postgres';
    const sql = postgres(${JSON.stringify(databaseUrl)}, { max: 20, max_pipeline: 1, fetch_types: false, onnotice: () => {} });
    const app = Fastify({ logger: false });
    app.get('/floor', async (request, reply) => {
      const token = (request.headers.authorization ?? '').slice('Bearer '.length);
      const now = new Date();
      const [session] = await sql\`
        select s.id, s.user_id, u.customer_id, u.team_role, s.attempts, s.last_used_at
        from sessions s join users u on u.id = s.user_id
        where s.token_hash = \${createHash('sha256').update(token).digest('hex')} and s.kind = 'login'
          and s.revoked_at is null and u.deactivated_at is null
          and s.expires_at > \${now.toISOString()} and s.last_used_at > \${new Date(now.getTime() - ${IDLE_MS}).toISOString()}
        limit 1\`;
      if (!session) return reply.code(401).send({ error: 'unauthorized' });
      return sql\`
        select us.id, us.title, us.status, us.priority, us.invoice_reference, us.time_spent_minutes,
          us.estimate_minutes, us.created_at, us.updated_at, us.closed_at, count(r.id) as reply_count
        from user_stories us
        left join user_story_replies r on r.user_story_id = us.id and r.kind = 'reply'
        where us.customer_id = \${session.customer_id}
        group by us.id order by us.created_at desc, us.id desc\`;
    });
    app.addHook('onClose', () => sql.end());
    await app.listen({ host: '127.0.0.1', port: ${port} });
    console.log('floor ready');`;
  const child = await start(
    'floor (bare Fastify with the list queries)',
    ['--input-type=module', '-e', script],
    { NODE_ENV: 'production' },
    'floor ready',
  );
  return { child, url: `http://127.0.0.1:${port}/floor` };
};
