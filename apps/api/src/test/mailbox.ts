import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable soft line breaks and escaped '=' so links can be read whole. */
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** The .eml files the API wrote under DATA_DIR/mail to an address, oldest first, decoded. */
export const mailsTo = async (dataDir: string, address: string): Promise<string[]> => {
  const folder = path.join(dataDir, 'mail');
  const names = (await readdir(folder).catch(() => [] as string[])).sort();
  const mails = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return mails
    .map(decode)
    .filter((mail) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail));
};

/**
 * The calendar invitations of a mail: its `text/calendar` parts as written (base64 or plain),
 * decoded, with folded lines joined.
 */
export const calendarsIn = (mail: string): string[] =>
  [
    ...mail.matchAll(/^Content-Type: text\/calendar[^\n]*\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)\r?\n--/gm),
  ].map((match) => {
    const body = /Content-Transfer-Encoding: base64/i.test(match[1]!)
      ? Buffer.from(match[2]!.replace(/\s/g, ''), 'base64').toString('utf8')
      : match[2]!;
    return body.replace(/\r?\n[ \t]/g, '');
  });

/** The bytes of a mail's attachment of that file name, as written (base64). */
export const attachmentIn = (mail: string, filename: string): Buffer | undefined => {
  const at = mail.indexOf(`filename=${filename}`);
  if (at < 0) return undefined;
  const body = /\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.slice(at));
  return body ? Buffer.from(body[1]!.replace(/\s/g, ''), 'base64') : undefined;
};
