// The mail outbox's sender (docs/architecture.md §6 "Mail"): every outbox's loop (./outboxPump.ts:
// claim, back-off, fail after the last attempt) sending each e-mail over SMTP with nodemailer, its
// Message-ID the one fixed when the row was written. The mail server's permanent refusal (5xx) fails
// the row at once, with the server's reply, for the front desk to see.
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Repositories } from '../repositories/index';
import type { MailKind, OutboxRow } from '../repositories/mail';
import { OutboxPump, type PumpLog, type PumpOptions } from './outboxPump';

export interface MailOptions extends PumpOptions {
  /** e.g. smtp://127.0.0.1:1025 (MailDev) or smtps://user:pass@smtp.example.com */
  smtpUrl: string;
  /** The From header, e.g. "Harborview Hotel" <info@harborview.example>. */
  from: string;
}

export class MailSender extends OutboxPump<OutboxRow> {
  private readonly transport: Transporter;

  constructor(
    repos: Pick<Repositories, 'mail'>,
    opts: MailOptions,
    log: PumpLog,
    /** Counts each outcome (the metrics, src/plugins/metrics.ts). */
    private readonly count: (outcome: 'sent' | 'failed', kind: MailKind) => void = () => undefined,
  ) {
    super(repos.mail, opts, log, 'mail');
    // Timeouts well inside the lease, so a hung server fails this try rather than outliving the claim.
    const t = Math.max(1000, Math.floor(this.o.leaseMs / 3));
    this.transport = nodemailer.createTransport(
      { url: opts.smtpUrl, connectionTimeout: t, greetingTimeout: t, socketTimeout: t },
      { from: opts.from },
    );
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }

  /** The mail server refused for good (a 5xx reply). */
  protected permanent(err: unknown): boolean {
    const code = (err as { responseCode?: number }).responseCode;
    return typeof code === 'number' && code >= 500 && code < 600;
  }

  protected describe(err: unknown): string {
    const e = err as { response?: string; message?: string };
    return (e.response ?? e.message ?? String(err)).slice(0, 1000);
  }

  protected fields(row: OutboxRow): object {
    return { mail: row.id, kind: row.kind };
  }

  protected override counted(outcome: 'sent' | 'failed', row: OutboxRow): void {
    this.count(outcome, row.kind);
  }

  protected async send(row: OutboxRow): Promise<void> {
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
