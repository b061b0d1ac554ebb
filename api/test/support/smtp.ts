// A real SMTP server on loopback for the mail tests (smtp-server), every message parsed with
// mailparser as a mail client would. `refuse` addresses are answered 550 at RCPT TO (a mailbox the
// server refuses for good); `stall` holds every DATA unanswered (a server that hangs mid-send).
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { MailOptions } from '../../src/plugins/mailSender';
import { until } from './until';

export interface TestSmtp {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** Message-IDs of every DATA begun, answered or not. */
  started: string[];
  /** The first mail matching, waiting up to `ms`. */
  waitFor(pred: (m: ParsedMail) => boolean, ms?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtp(opts: { port?: number; refuse?: RegExp; stall?: boolean } = {}): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const started: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 500,
    onRcptTo(address, _session, cb) {
      if (opts.refuse?.test(address.address)) {
        const err = Object.assign(new Error('5.1.1 Mailbox unavailable: no such user'), { responseCode: 550 });
        return cb(err);
      }
      cb();
    },
    onData(stream, _session, cb) {
      void simpleParser(stream).then((m) => {
        started.push(m.messageId ?? '');
        if (opts.stall) return; // never answers: the sender's socket times out or its process dies
        mails.push(m);
        cb();
      }, cb);
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    started,
    waitFor: (pred, ms = 15_000) =>
      until(() => mails.find(pred), ms, 'such a mail').catch((err: Error) => {
        throw new Error(`${err.message}; got: ${mails.map((x) => x.subject).join(' | ')}`);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The .ics attachment of a mail, as text. */
export const icsOf = (m: ParsedMail): string => {
  const a = m.attachments.find((x) => x.filename?.endsWith('.ics'));
  if (!a) throw new Error(`no .ics attachment in "${m.subject}"`);
  return a.content.toString('utf8');
};

/** The first recipient's address of a mail, as its To header says it. */
export const addressOf = (m: ParsedMail): string => {
  const to = Array.isArray(m.to) ? m.to[0] : m.to;
  return to?.value[0]?.address ?? '';
};

/** The app's mail sender against `smtpUrl`, polling and backing off in milliseconds, not minutes. */
export const fastMail = (smtpUrl: string): MailOptions => ({
  smtpUrl,
  from: 'Harborview <info@harborview.example>',
  pollMs: 100,
  backoffMs: 50,
  backoffCapMs: 200,
  leaseMs: 3000,
});
