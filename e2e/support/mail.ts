import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The folder the API writes its .eml files to in the browser tests. */
export const mailFolder = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** Undoes quoted-printable soft line breaks and escaped '=' so links can be read whole. */
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** The mails sent to an address so far, oldest first. */
export const mailsTo = async (address: string): Promise<string[]> => {
  const names = (await readdir(mailFolder()).catch(() => [] as string[])).sort();
  const mails = await Promise.all(names.map((name) => readFile(path.join(mailFolder(), name), 'utf8')));
  return mails
    .map(decode)
    .filter((mail) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail));
};

/** Waits until a mail to the address arrives (that `matching` finds, when given) and gives the newest. */
export const waitForMail = async (
  address: string,
  timeoutMs = 10_000,
  matching?: RegExp,
): Promise<string> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mails = await mailsTo(address);
    const last = mails.filter((mail) => !matching || matching.test(mail)).at(-1);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
};

/** The first link in a mail whose address contains `part`. */
export const linkIn = (mail: string, part: string): string => {
  const match = new RegExp(`https?://[^\\s"<>]*${part.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail);
  if (!match) throw new Error(`no link with ${part} in the mail`);
  return match[0].replace(/&amp;/g, '&');
};
