// http_request_duration_seconds (src/plugins/metrics.ts), kept in plain numbers: one series per route
// pattern, method and status, made at its first request, its bucket counts a fixed array. prom-client's
// Histogram hashes its labels into a string on every observation (about 1 µs, issue 40: a twentieth
// of the cached GET /rooms); here a request is three map lookups and an increment, and the series
// become prom-client's histogram values only when scraped, in the same exposition.
import type { Histogram } from 'prom-client';

interface Series {
  labels: { method: string; route: string; status_code: number };
  /** Observations per bucket (not cumulative); the last one is past every bound (+Inf). */
  counts: number[];
  sum: number;
  count: number;
}

export class RequestDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    let methods = this.series.get(route);
    if (!methods) this.series.set(route, (methods = new Map()));
    let statuses = methods.get(method);
    if (!statuses) methods.set(method, (statuses = new Map()));
    let s = statuses.get(status);
    if (!s) {
      s = { labels: { method, route, status_code: status }, counts: new Array<number>(this.buckets.length + 1).fill(0), sum: 0, count: 0 };
      statuses.set(status, s);
    }
    let i = 0;
    while (i < this.buckets.length && seconds > this.buckets[i]!) i++;
    s.counts[i]!++;
    s.sum += seconds;
    s.count++;
  }

  /** prom-client's histogram values (what Registry.metrics() formats): cumulative buckets, +Inf, sum, count. */
  async get() {
    const bucket = `${this.name}_bucket`;
    const values: Array<{ labels: Record<string, string | number>; sharedLabels: Series['labels']; value: number; metricName: string }> = [];
    for (const methods of this.series.values())
      for (const statuses of methods.values())
        for (const s of statuses.values()) {
          let acc = 0;
          this.buckets.forEach((le, i) => values.push({ labels: { le }, sharedLabels: s.labels, value: (acc += s.counts[i]!), metricName: bucket }));
          values.push(
            { labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: bucket },
            { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` },
            { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` },
          );
        }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }

  /** For Registry.registerMetric, which types its argument as one of prom-client's own classes but only reads name, get() and reset(). */
  asMetric(): Histogram {
    return this as unknown as Histogram;
  }
}
