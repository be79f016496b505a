import type { AddressInfo } from 'node:net';
import { INBOUND_MAIL_MAX_BYTES, inboundMailRefusals } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { InboundRefusal, type RefusalReason, receiveReply } from '../services/inbound-mail/receive.ts';
import { readReplyAddress } from '../services/inbound-mail/reply-address.ts';
import { replyAddressKey } from './mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The port the inbound SMTP listener took; undefined while it is off (INBOUND_SMTP_PORT unset). */
    inboundSmtpPort: () => number | undefined;
  }
}

/** SMTP answers are 7-bit: the Dutch messages of the file rules lose their accents (geüpload → geupload). */
const ascii = (text: string) => text.normalize('NFD').replace(/[^\x20-\x7e]/g, '');

const refusal = (reason: RefusalReason, text?: string) => new InboundRefusal(reason, text && ascii(text));

/** The mail's bytes up to the limit; past it the rest is read and dropped, and the answer is undefined. */
const readLimited = async (stream: SMTPServerDataStream): Promise<Buffer | undefined> => {
  const pieces: Buffer[] = [];
  let bytes = 0;
  for await (const piece of stream as AsyncIterable<Buffer>) {
    bytes += piece.length;
    if (bytes <= INBOUND_MAIL_MAX_BYTES) pieces.push(piece);
  }
  return bytes > INBOUND_MAIL_MAX_BYTES || stream.sizeExceeded ? undefined : Buffer.concat(pieces);
};

/**
 * The inbound SMTP listener for replies to order mails (docs/decisions/0063): on its own port, off
 * unless INBOUND_SMTP_PORT is set, started when the API is ready and closed with it (every way the
 * API closes runs onClose). It takes a mail only for a validly signed reply address, from the
 * person it was made for, within the sender's budget per minute; everything else is refused with
 * an SMTP error, so the sender's mail server tells them, and logged. Nothing here ever sends a mail
 * back, so a refused or forged mail cannot make the listener write to anyone.
 */
export const inboundMailPlugin = fp(async (app: FastifyInstance) => {
  const { INBOUND_SMTP_PORT: port, INBOUND_SMTP_HOST: host } = app.config;
  let server: SMTPServer | undefined;
  app.decorate('inboundSmtpPort', () =>
    server ? (server.server.address() as AddressInfo | null)?.port : undefined,
  );
  if (port === undefined) return;
  const key = replyAddressKey(app.config);
  const log = app.log.child({ component: 'inbound-mail' });

  const refuse = (session: SMTPServerSession, error: InboundRefusal, detail: object = {}) => {
    log.warn(
      {
        reason: error.reason,
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        client: session.remoteAddress,
        ...detail,
      },
      'inbound mail refused',
    );
    return error;
  };

  const { SMTPServer } = await import('smtp-server');
  const { simpleParser } = await import('mailparser');
  server = new SMTPServer({
    name: key.domain,
    banner: 'Kodewerk antwoorden op opdrachten',
    size: INBOUND_MAIL_MAX_BYTES,
    // No logins and no TLS of its own: a relay in front (the MX) hands mail over (docs/operations.md).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    maxClients: 20,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onMailFrom: (address, session, callback) => {
      const sender = address.address.trim().toLowerCase();
      if (sender === '') return callback(refuse(session, refusal('automatic')));
      app.limits.inboundMailBySender.tryTake(sender).then(
        (result) => callback(result.taken ? null : refuse(session, refusal('tooMany'), { sender })),
        (error: Error) => callback(error),
      );
    },
    onRcptTo: (address, session, callback) => {
      if (session.envelope.rcptTo.length > 0) return callback(refuse(session, refusal('oneRecipient')));
      const read = readReplyAddress(key, address.address);
      if (read === undefined || read === 'altered') {
        return callback(
          refuse(session, refusal('unknownAddress'), {
            address: address.address,
            altered: read === 'altered',
          }),
        );
      }
      callback();
    },
    onData: (stream, session, callback) => {
      void (async () => {
        const read = readReplyAddress(key, session.envelope.rcptTo[0]?.address ?? '');
        if (read === undefined || read === 'altered') throw refusal('unknownAddress');
        const raw = await readLimited(stream);
        if (!raw) throw refusal('tooLarge');
        const parsed = await simpleParser(raw);
        const autoSubmitted = parsed.headers.get('auto-submitted');
        const { replyId } = await receiveReply(
          {
            db: app.db,
            notifier: { mailer: app.mailer, siteUrl: app.config.SITE_URL, log },
            attachmentQuotaBytes: app.config.ATTACHMENT_QUOTA_BYTES,
          },
          {
            ...read,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            headerFrom: parsed.from?.value[0]?.address,
            automatic: typeof autoSubmitted === 'string' && autoSubmitted.trim().toLowerCase() !== 'no',
            text: parsed.text ?? '',
            files: parsed.attachments
              .filter((file) => !file.related)
              .map((file) => ({ name: file.filename ?? 'bijlage', content: file.content })),
            clientAddress: session.remoteAddress,
          },
        );
        log.info({ orderId: read.orderId, replyId, client: session.remoteAddress }, 'inbound mail taken');
        callback(null, `Reactie ontvangen bij opdracht #${read.orderId}`);
      })().catch((error: unknown) => {
        stream.resume();
        if (error instanceof InboundRefusal) {
          callback(refuse(session, refusal(error.reason, error.message)));
          return;
        }
        log.error({ err: error }, 'inbound mail could not be handled');
        const failed = inboundMailRefusals.failed;
        callback(Object.assign(new Error(failed.text), { responseCode: failed.code }));
      });
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'inbound SMTP listener error'));

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server!.server.once('error', reject);
      server!.listen(port, host, () => {
        server!.server.off('error', reject);
        resolve();
      });
    });
    log.info({ port: app.inboundSmtpPort(), host }, 'inbound SMTP listener ready');
  });
  app.addHook('onClose', async () => {
    if (!server?.server.listening) return;
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
});
