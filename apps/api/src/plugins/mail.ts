import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Env } from '../env.ts';
import { onFirstUse } from '../lib/on-first-use.ts';
import type { Mailer } from '../ports/mailer.ts';
import { domainOf, replyAddress } from '../services/inbound-mail/reply-address.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The key and domain of reply addresses: MAIL_LINK_SECRET, and REPLY_MAIL_DOMAIN or MAIL_FROM's domain. */
export const replyAddressKey = (env: Env) => ({
  secret: env.MAIL_LINK_SECRET,
  domain: env.REPLY_MAIL_DOMAIN ?? domainOf(env.MAIL_FROM),
});

/**
 * Mail over SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail, where it can be opened in any mail program.
 */
export const createMailer = (env: Env): Mailer => {
  const folder = path.join(env.dataDir, 'mail');
  const transport = onFirstUse(async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return env.SMTP_URL
      ? nodemailer.createTransport(env.SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  });
  const replyKey = replyAddressKey(env);
  return {
    destination: env.SMTP_URL ? 'smtp' : folder,
    sender: /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim(),
    replyAddress: (orderId, person) => replyAddress(replyKey, orderId, person),
    send: async (message) => {
      // Every mail the API sends is automatic (RFC 3834): auto-responders and out-of-office replies
      // leave it alone instead of answering it.
      const info = await (await transport()).sendMail({
        from: env.MAIL_FROM,
        ...message,
        headers: { 'Auto-Submitted': 'auto-generated', ...message.headers },
      });
      if (!env.SMTP_URL) {
        await mkdir(folder, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`;
        await writeFile(path.join(folder, name), (info as unknown as { message: Buffer }).message);
      }
      return { messageId: info.messageId };
    },
  };
};

export const mailPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('mailer', createMailer(app.config));
});
