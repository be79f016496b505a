import { z } from 'zod';

/**
 * The site's Content-Security-Policy forbids eval, and zod probes for it with `new Function` the
 * first time it parses an object, which the browser reports as a CSP violation. In the browser,
 * zod therefore parses without compiled code; the API (Node) keeps the faster compiled parsers.
 */
if ('document' in globalThis && 'window' in globalThis) z.config({ jitless: true });
