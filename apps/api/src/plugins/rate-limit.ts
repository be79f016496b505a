import {
  CHAT_LIMITS,
  INBOUND_MAILS_PER_SENDER_PER_MINUTE,
  PASSWORD_RESET_REQUESTS_PER_WINDOW,
  TEAM_INVITATIONS_PER_CUSTOMER_PER_WINDOW,
  TEAM_INVITATIONS_PER_PERSON_PER_WINDOW,
} from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error.ts';
import type { Budget, Limits } from '../ports/limits.ts';
import type { LimitCounters } from './metrics.ts';

const WINDOW_SECONDS = 15 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

const budget = (limiter: RateLimiterAbstract, name: string, counters: LimitCounters): Budget => {
  const labels = { limit: name };
  const tryTake: Budget['tryTake'] = async (key) => {
    try {
      await limiter.consume(key);
      counters.taken.inc(labels);
      return { taken: true };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // The refused try was counted all the same: undo it.
      await limiter.reward(key, 1);
      counters.refused.inc(labels);
      return { taken: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  };
  return {
    tryTake,
    take: async (key, message) => {
      const result = await tryTake(key);
      if (!result.taken) {
        throw new HttpError('too_many_requests', message(result.retryAfter), {
          retryAfter: result.retryAfter,
        });
      }
    },
    giveBack: async (key) => {
      await limiter.reward(key, 1);
      counters.givenBack.inc(labels);
    },
    remaining: async (key) => {
      const state = await limiter.get(key);
      return state ? Math.max(0, limiter.points - state.consumedPoints) : limiter.points;
    },
  };
};

const createLimiter = (
  redis: Redis | undefined,
  name: string,
  points: number,
  duration: number,
): RateLimiterAbstract => {
  const options = { keyPrefix: `kodewerk:limit:${name}`, points, duration };
  if (!redis) return new RateLimiterMemory(options);
  // Redis being away must not open the door: each instance then counts on its own.
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
};

/**
 * The limits on logging in and on codes: in memory by default, in Redis when REDIS_URL is set so
 * that several API instances count together.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  let redis: Redis | undefined;
  if (app.config.REDIS_URL) {
    // Loaded only when configured: a single instance without Redis does not hold the client.
    const { Redis } = await import('ioredis');
    redis = new Redis(app.config.REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectionName: 'kodewerk-api-limits',
    });
    // ioredis reconnects after any error, also one at the start; the insurance limiter in memory
    // counts meanwhile. One warning per outage, not one per reconnect attempt.
    let away = false;
    redis.on('error', (error) => {
      if (away) return;
      away = true;
      app.log.warn(
        { err: error },
        'Redis for the rate limits is unavailable: counting in memory until it is back',
      );
    });
    redis.on('ready', () => {
      if (away) app.log.info('Redis for the rate limits is back');
      away = false;
    });
    // Redis down at the start is no reason to refuse to start: the limits count in memory meanwhile.
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      if (redis?.status === 'ready') await redis.quit();
      else redis?.disconnect();
    });
  }
  const limit = (name: string, points: number, duration = WINDOW_SECONDS) =>
    budget(createLimiter(redis, name, points, duration), name, app.metrics.limits);
  app.decorate('limits', {
    loginByAddress: limit('login-address', app.config.LOGIN_TRIES_PER_ADDRESS),
    loginByAccount: limit('login-account', 10),
    loginByAccountAndAddress: limit('login-account-address', 10),
    currentPasswordByPerson: limit('current-password-person', 10),
    codeByAccount: limit('code-account', 10),
    passkeyLoginOptionsByAddress: limit('passkey-login-options-address', 30),
    passwordResetByAccount: limit('password-reset-account', PASSWORD_RESET_REQUESTS_PER_WINDOW),
    passwordResetByAddress: limit('password-reset-address', PASSWORD_RESET_REQUESTS_PER_WINDOW),
    teamInvitationByPerson: limit('team-invitation-person', TEAM_INVITATIONS_PER_PERSON_PER_WINDOW),
    teamInvitationByCustomer: limit('team-invitation-customer', TEAM_INVITATIONS_PER_CUSTOMER_PER_WINDOW),
    requestsByApiKey: limit('api-key-requests', app.config.API_KEY_REQUESTS_PER_MINUTE, 60),
    inboundMailBySender: limit('inbound-mail-sender', INBOUND_MAILS_PER_SENDER_PER_MINUTE, 60),
    chatStartsByAddress: limit('chat-starts-address', CHAT_LIMITS.startsPerAddress),
    chatMessagesBySession: limit('chat-messages-session', CHAT_LIMITS.messagesPerSession, 60),
    chatMessagesByAddress: limit('chat-messages-address', CHAT_LIMITS.messagesPerAddress, 60),
    chatTypingBySession: limit('chat-typing-session', 30, 60),
    chatLeftByAddress: limit('chat-left-address', CHAT_LIMITS.leftPerAddress),
    chatTranscriptsByAddress: limit('chat-transcripts-address', CHAT_LIMITS.transcriptsPerAddress),
    chatPagesBySession: limit('chat-pages-session', CHAT_LIMITS.pagesPerSession, 60),
  } satisfies Limits);
});
