import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from 'react-router';
import { serverEnv } from './app/lib/env.server.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');

const origin = (url: string | undefined) => (url ? new URL(url).origin : '');

/** Scripts only from this site and with this response's nonce; no inline script runs otherwise. */
const contentSecurityPolicy = (nonce: string) => {
  const api = origin(serverEnv.API_URL);
  const search = origin(serverEnv.SEARCH_URL);
  const matomo = origin(serverEnv.MATOMO_URL);
  const scripts = dev ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}' ${matomo}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api} ${matomo}`.trim(),
    `connect-src 'self' ${api} ${search} ${matomo}${dev ? ' ws:' : ''}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

const securityHeaders = (_req: Request, res: Response, next: NextFunction) => {
  const nonce = randomBytes(16).toString('base64');
  res.locals.nonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
  res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  next();
};

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(securityHeaders);

let build: ServerBuild | (() => Promise<ServerBuild>);
if (dev) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
} else {
  const clientDir = path.join(root, 'build/client');
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(clientDir, { maxAge: '1h' }));
  build = (await import(path.join(root, 'build/server/index.js'))) as ServerBuild;
}

app.all(
  '/{*splat}',
  createRequestHandler({
    build,
    // clientAddress: the visitor, for limits on what anyone may send (the newsletter sign-up).
    getLoadContext: (req, res) => ({ nonce: res.locals.nonce as string, clientAddress: req.ip ?? '' }),
  }),
);

const server = app.listen(serverEnv.PORT, serverEnv.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : serverEnv.PORT;
  console.log(`Site ready on http://localhost:${port}`);
});

const shutdown = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
