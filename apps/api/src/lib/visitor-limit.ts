import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './http-error.ts';

/**
 * A budget of requests per visitor address for the forms anyone may send (contact, newsletter):
 * enough for a person, too little for a script. Counted per API instance; behind a load balancer
 * set TRUST_PROXY to the number of proxies (or their addresses) so that the visitor's address is
 * the one counted.
 */
export const visitorLimit = (points: number, windowSeconds: number, message: string) => {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  return async (address: string): Promise<void> => {
    try {
      await limiter.consume(address);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new HttpError('too_many_requests', message, { retryAfter });
    }
  };
};
