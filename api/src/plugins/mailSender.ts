// The outbox's sender (docs/architecture.md §6 "Mail"): started with the API, stopped on close. It
// claims due rows (src/repositories/mail.ts: FOR UPDATE SKIP LOCKED, a lease) and sends each over
// SMTP with nodemailer, its Message-ID the one fixed when the row was written. A write that queued
// an e-mail wakes it after its commit, so delivery takes milliseconds; a poll catches the rest
// (retries that come due, rows written by other processes, leases run out). A failure is tried
// again after an exponential backoff with a cap; the mail server's permanent refusal (5xx) or the
// last attempt marks the row failed, with the server's reply, for the front desk to see.
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Repositories } from '../repositories/index';
import type { MailKind, OutboxRow } from '../repositories/mail';

export interface MailOptions {
  /** e.g. smtp://127.0.0.1:1025 (MailDev) or smtps://user:pass@smtp.example.com */
  smtpUrl: string;
  /** The From header, e.g. "Harborview Hotel" <info@harborview.example>. */
  from: string;
  /** How often due rows are looked for without a wake-up (ms, default 5000). */
  pollMs?: number;
  /** How long a claimed row is this process's (ms, default 60000): longer than one send can take. */
  leaseMs?: number;
  /** Attempts before a row is failed (default 8). */
  maxAttempts?: number;
  /** The first retry's delay (ms, default 2000), doubled on each one up to `backoffCapMs` (default 10 min). */
  backoffMs?: number;
  backoffCapMs?: number;
}

const BATCH = 10;

/** Whether the mail server refused for good (a 5xx reply): trying again would be refused again. */
const permanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
const describe = (err: unknown) => {
  const e = err as { response?: string; message?: string; code?: string };
  return (e.response ?? e.message ?? String(err)).slice(0, 1000);
};

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly transport: Transporter;
  private readonly o: Required<MailOptions>;

  constructor(
    private readonly repos: Pick<Repositories, 'mail'>,
    opts: MailOptions,
    private readonly log: { error: (o: object, msg: string) => void; warn: (o: object, msg: string) => void },
    /** Counts each outcome (the metrics, src/plugins/metrics.ts). */
    private readonly count: (outcome: 'sent' | 'failed', kind: MailKind) => void = () => undefined,
  ) {
    this.o = { pollMs: 5000, leaseMs: 60_000, maxAttempts: 8, backoffMs: 2000, backoffCapMs: 600_000, ...opts };
    // Timeouts well inside the lease, so a hung server fails this try rather than outliving the claim.
    const t = Math.max(1000, Math.floor(this.o.leaseMs / 3));
    this.transport = nodemailer.createTransport(
      { url: this.o.smtpUrl, connectionTimeout: t, greetingTimeout: t, socketTimeout: t },
      { from: this.o.from },
    );
  }

  start(): void {
    this.wake();
  }

  /** Look for due rows now (after a commit that queued one). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Stops polling and waits for the sends under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private async run(): Promise<void> {
    try {
      let rows: OutboxRow[];
      do {
        rows = await this.repos.mail.claim(BATCH, this.o.leaseMs);
        for (const row of rows) await this.deliver(row);
      } while (rows.length === BATCH && !this.stopped);
      this.schedule(await this.repos.mail.nextDueIn());
    } catch (err) {
      // The database is away (or closing): look again at the next poll.
      if (!this.stopped) this.log.warn({ err }, 'mail outbox: could not read');
      this.schedule(null);
    }
  }

  private schedule(dueInMs: number | null): void {
    if (this.stopped) return;
    const ms = dueInMs === null ? this.o.pollMs : Math.min(this.o.pollMs, Math.max(0, dueInMs) + 5);
    this.timer = setTimeout(() => this.wake(), ms);
    this.timer.unref();
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      await this.transport.sendMail({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: row.messageId,
        attachments: row.ics
          ? [
              {
                filename: 'stay.ics',
                content: row.ics,
                contentType: `text/calendar; charset=utf-8; method=${/^METHOD:CANCEL/m.test(row.ics) ? 'CANCEL' : 'REQUEST'}`,
              },
            ]
          : [],
      });
      await this.repos.mail.sent(row.id);
      this.count('sent', row.kind);
    } catch (err) {
      const error = describe(err);
      if (permanent(err) || row.attempts >= this.o.maxAttempts) {
        this.log.error({ mail: row.id, kind: row.kind, error }, 'mail failed');
        await this.repos.mail.failed(row.id, error);
        this.count('failed', row.kind);
      } else {
        const delay = Math.min(this.o.backoffCapMs, this.o.backoffMs * 2 ** (row.attempts - 1));
        this.log.warn({ mail: row.id, attempts: row.attempts, error, retryInMs: delay }, 'mail not sent, will retry');
        await this.repos.mail.retry(row.id, delay, error);
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailSender: MailSender | null;
  }
}

/** Decorates `app.mailSender` (null without options: rows wait in the outbox for a sender). */
export const mailSender = fp<{ mail?: MailOptions }>(
  async (app, opts) => {
    const { metrics } = app;
    const sender = opts.mail ? new MailSender(app.repos, opts.mail, app.log, metrics ? (o, kind) => metrics.mail(o, kind) : undefined) : null;
    app.decorate('mailSender', sender);
    if (!sender) return;
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
  },
  { name: 'harborview-mail-sender', dependencies: ['harborview-context', 'harborview-metrics'] },
);
