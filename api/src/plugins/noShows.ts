// The automatic no-show (docs/product.md "A stay's states"): a stay still confirmed at NO_SHOW_AT
// (hotel time, default 02:00) the day after its arrival day becomes a no-show and its nights go back
// on sale. Each API process runs it at start-up and then every minute; several processes may run it
// at once: src/repositories/stayStates.ts's UPDATE … WHERE status = 'confirmed' marks each stay once
// (no advisory lock needed). The clock is the app's (`ctx.now`), so tests move it.
import fp from 'fastify-plugin';
import type { Booking } from '@hotel/shared/domain';
import { DEFAULT_NO_SHOW_AT, noShowArrivalsThrough } from '@hotel/shared/stay-changes';

export interface NoShowOptions {
  /** "HH:MM", 24-hour hotel time, the day after arrival (NO_SHOW_AT). */
  at: string;
  /** How often it looks (ms, default one minute). */
  everyMs?: number;
}

export class NoShows {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Booking[]> | undefined;

  constructor(
    private readonly run1: (through: string, at: Date, reason: string) => Promise<Booking[]>,
    private readonly now: () => Date,
    private readonly timeZone: string,
    private readonly log: { warn: (o: object, msg: string) => void; info: (o: object, msg: string) => void },
    readonly at: string = DEFAULT_NO_SHOW_AT,
  ) {}

  /** Marks the stays due now; answers them (none when another run of this process is under way). */
  async run(): Promise<Booking[]> {
    if (this.running) return [];
    const now = this.now();
    const through = noShowArrivalsThrough(now, this.timeZone, this.at);
    this.running = this.run1(through, now, `Not checked in by ${this.at} the day after arrival`);
    try {
      const marked = await this.running;
      if (marked.length > 0) this.log.info({ bookings: marked.map((b) => b._id) }, 'stays marked as no-shows');
      return marked;
    } finally {
      this.running = undefined;
    }
  }

  start(everyMs: number): void {
    const tick = () => {
      this.run()
        .catch((err: unknown) => this.log.warn({ err }, 'automatic no-show: could not run; trying again at the next tick'))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(tick, everyMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    noShows: NoShows;
  }
}

/** Decorates `app.noShows`; with options it also runs on its own (at start-up, then every `everyMs`). */
export const noShows = fp<{ noShows?: NoShowOptions }>(
  async (app, opts) => {
    const { ctx, repos } = app;
    const job = new NoShows((through, at, reason) => repos.stayStates.markNoShows(through, at, reason), ctx.now, ctx.timeZone, app.log, opts.noShows?.at);
    app.decorate('noShows', job);
    if (!opts.noShows) return;
    const every = opts.noShows.everyMs ?? 60_000;
    app.addHook('onReady', async () => job.start(every));
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'harborview-no-shows', dependencies: ['harborview-context'] },
);
