import type { FastifyRequest } from 'fastify';

/** Who is calling, as far as a request tells: for sessions and the security log. */
export interface Client {
  /** The client's address: request.ip, the visitor's own behind TRUST_PROXY. */
  address: string;
  /** The User-Agent header, cut to 512 characters; undefined when none was sent. */
  userAgent: string | undefined;
}

const USER_AGENT_MAX = 512;

export const clientOf = (request: FastifyRequest): Client => {
  const header = request.headers['user-agent'];
  const userAgent = typeof header === 'string' && header.trim() ? header.slice(0, USER_AGENT_MAX) : undefined;
  return { address: request.ip, userAgent };
};
