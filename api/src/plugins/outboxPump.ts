// The loop every outbox's sender runs (the e-mails' src/plugins/mailSender.ts, the partner webhooks'
// src/plugins/webhookSender.ts): started with the API, stopped on close. It claims due rows
// (src/repositories/outbox.ts: FOR UPDATE SKIP LOCKED, a lease) and hands each to `send`. A write
// that queued a row wakes it after its commit, so delivery takes milliseconds; a poll catches the rest
// (retries that come due, rows written by other processes, leases run out). A failure is tried again
// after an exponential backoff with a cap; a permanent refusal or the last attempt marks the row
// failed, with what the other side said, for the front desk to see.
import type { ClaimedRow, OutboxQueue } from '../repositories/outbox';

export interface PumpOptions {
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

export interface PumpLog {
  error: (o: object, msg: string) => void;
  warn: (o: object, msg: string) => void;
}

const BATCH = 10;

export abstract class OutboxPump<Row extends ClaimedRow> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  protected readonly o: Required<PumpOptions>;

  constructor(
    private readonly queue: Pick<OutboxQueue<Row>, 'claim' | 'sent' | 'retry' | 'failed' | 'nextDueIn'>,
    opts: PumpOptions,
    protected readonly log: PumpLog,
    /** What the logs call it ("mail", "webhook"). */
    private readonly what: string,
  ) {
    this.o = { pollMs: 5000, leaseMs: 60_000, maxAttempts: 8, backoffMs: 2000, backoffCapMs: 600_000, ...opts };
  }

  /** Delivers one row; throws when it was not delivered. */
  protected abstract send(row: Row): Promise<void>;
  /** Whether the other side refused for good: trying again would be refused again. */
  protected abstract permanent(err: unknown): boolean;
  /** The failure in words, as stored on the row (short). */
  protected abstract describe(err: unknown): string;
  /** What the logs name a row by. */
  protected abstract fields(row: Row): object;
  /** After each outcome (the metrics). */
  protected counted(_outcome: 'sent' | 'failed', _row: Row): void {}

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
  }

  private async run(): Promise<void> {
    try {
      let rows: Row[];
      do {
        rows = await this.queue.claim(BATCH, this.o.leaseMs);
        for (const row of rows) await this.deliver(row);
      } while (rows.length === BATCH && !this.stopped);
      this.schedule(await this.queue.nextDueIn());
    } catch (err) {
      // The database is away (or closing): look again at the next poll.
      if (!this.stopped) this.log.warn({ err }, `${this.what} outbox: could not read`);
      this.schedule(null);
    }
  }

  private schedule(dueInMs: number | null): void {
    if (this.stopped) return;
    const ms = dueInMs === null ? this.o.pollMs : Math.min(this.o.pollMs, Math.max(0, dueInMs) + 5);
    this.timer = setTimeout(() => this.wake(), ms);
    this.timer.unref();
  }

  private async deliver(row: Row): Promise<void> {
    try {
      await this.send(row);
      await this.queue.sent(row.id);
      this.counted('sent', row);
    } catch (err) {
      const error = this.describe(err);
      if (this.permanent(err) || row.attempts >= this.o.maxAttempts) {
        this.log.error({ ...this.fields(row), error }, `${this.what} failed`);
        await this.queue.failed(row.id, error);
        this.counted('failed', row);
      } else {
        const delay = Math.min(this.o.backoffCapMs, this.o.backoffMs * 2 ** (row.attempts - 1));
        this.log.warn({ ...this.fields(row), attempts: row.attempts, error, retryInMs: delay }, `${this.what} not sent, will retry`);
        await this.queue.retry(row.id, delay, error);
      }
    }
  }
}
