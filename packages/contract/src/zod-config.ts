import { z } from 'zod';
import nl from 'zod/v4/locales/nl.js';

/**
 * zod's own Dutch messages for every rule the contract gives no message of its own, so that no
 * caller of the API, and no form, ever reads zod's English ('Too small: expected ...').
 */
z.config(nl());

/**
 * The site's Content-Security-Policy forbids eval, and zod probes for it with `new Function` the
 * first time it parses an object, which the browser reports as a CSP violation. In the browser,
 * zod therefore parses without compiled code; the API (Node) keeps the faster compiled parsers.
 */
if ('document' in globalThis && 'window' in globalThis) z.config({ jitless: true });
