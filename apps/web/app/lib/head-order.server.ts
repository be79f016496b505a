import { Transform, type TransformCallback } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The <head> with the module preloads last, once each and at low priority. React puts the preloads that
 * <Scripts> renders at the top of <head>, before the stylesheets; the scripts are async modules
 * that hydrate a page already on screen, so the browser should fetch the CSS first and paint
 * without waiting for about 120 kB of JavaScript.
 */
export const reorderHead = (head: string) => {
  const preloads = new Set(head.match(MODULE_PRELOAD));
  const rest = head.replace(MODULE_PRELOAD, '');
  const end = rest.lastIndexOf('</head>');
  if (end === -1) return head;
  const lowPriority = [...preloads].map((tag) => tag.replace('<link ', '<link fetchpriority="low" '));
  return `${rest.slice(0, end)}${lowPriority.join('')}${rest.slice(end)}`;
};

/** Passes the HTML stream through, with the part up to </head> reordered by reorderHead. */
export const headReorderStream = () => {
  const chunks: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      chunks.push(chunk);
      const buffered = Buffer.concat(chunks);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) return callback();
      done = true;
      chunks.length = 0;
      const headEnd = end + HEAD_END.length;
      const head = reorderHead(buffered.subarray(0, headEnd).toString('utf8'));
      callback(null, Buffer.concat([Buffer.from(head, 'utf8'), buffered.subarray(headEnd)]));
    },
    flush(callback: TransformCallback) {
      callback(null, chunks.length ? Buffer.concat(chunks) : undefined);
    },
  });
};
