// The partner webhooks' sender (docs/architecture.md §7 "Partners"): every outbox's loop
// (./outboxPump.ts: claim, back-off, fail after the last attempt) POSTing each event's body to its
// partner's URL, signed with the partner's secret: `Harborview-Signature: t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<body>">`, t the time of this try, so a receiver can refuse a replay. A 2xx
// answer delivers it (once: the row is then sent); anything else, a time-out or a refused address is
// tried again. A webhook is a request a stranger might aim at us, so: only staff set the URL; no
// redirect is followed (a 3xx is a failure); the time-out is short; in production the address the
// name resolves to must be public (loopback, private and link-local are refused at connect time, so
// a name that changes its answer between check and use gains nothing); of the answer only its status
// and its first 200 characters are kept.
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { WebhookRow } from '../repositories/webhooks';
import type { Repositories } from '../repositories/index';
import { OutboxPump, type PumpLog, type PumpOptions } from './outboxPump';

export interface WebhookOptions extends PumpOptions {
  /** One try's time-out, connect to last byte (ms, default 5000). */
  timeoutMs?: number;
  /** Whether loopback and private addresses may be called (a laptop's receiver); never in production. */
  toLoopback: boolean;
}

/** The header a partner checks: the time of the try and the HMAC of "<t>.<body>" with its secret. */
export function webhookSignature(secret: string, body: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** Addresses a webhook may not reach in production: loopback, private, link-local, carrier-grade NAT, unspecified. */
const PRIVATE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::ffff:0:0', 96]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

const isPrivate = (address: string) => PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Refused for good: trying again would be refused again (no URL any more). */
class Undeliverable extends Error {}

/** A DNS lookup that answers only public addresses (production). */
function publicLookup(hostname: string, options: object, cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return cb(err, '');
    const allowed = addresses.filter((a) => !isPrivate(a.address));
    if (allowed.length === 0) return cb(new Error(`${hostname} resolves to a private or loopback address: refused`), '');
    if ((options as { all?: boolean }).all) return cb(null, allowed);
    cb(null, allowed[0]!.address, allowed[0]!.family);
  });
}

export class WebhookSender extends OutboxPump<WebhookRow> {
  constructor(
    repos: Pick<Repositories, 'webhooks'>,
    private readonly opts: WebhookOptions,
    log: PumpLog,
  ) {
    super(repos.webhooks, opts, log, 'webhook');
  }

  protected permanent(err: unknown): boolean {
    return err instanceof Undeliverable;
  }

  protected describe(err: unknown): string {
    return ((err as Error).message ?? String(err)).slice(0, 300);
  }

  protected fields(row: WebhookRow): object {
    return { webhook: row.id, partner: row.partnerId, type: row.type };
  }

  protected send(row: WebhookRow): Promise<void> {
    if (!row.url) return Promise.reject(new Undeliverable('the partner has no webhook URL any more'));
    const url = new URL(row.url);
    const literal = isIP(url.hostname.replace(/^\[|\]$/g, ''));
    if (!this.opts.toLoopback && (url.protocol !== 'https:' || (literal && isPrivate(url.hostname.replace(/^\[|\]$/g, '')))))
      return Promise.reject(new Error(`refused: ${url.protocol !== 'https:' ? 'not https' : 'a private or loopback address'}`));
    const t = Math.floor(Date.now() / 1000);
    const client = url.protocol === 'https:' ? https : http;
    const timeout = this.opts.timeoutMs ?? 5000;
    return new Promise<void>((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(row.body),
            'user-agent': 'Harborview-Webhooks/1',
            'harborview-signature': webhookSignature(row.secret, row.body, t),
          },
          signal: AbortSignal.timeout(timeout),
          ...(this.opts.toLoopback ? {} : { lookup: publicLookup }),
        },
        (res) => {
          let excerpt = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            // Only the start of the answer is kept: a receiver's page is not ours to store.
            if (excerpt.length < 200) excerpt += chunk.slice(0, 200 - excerpt.length);
            else res.destroy();
          });
          const done = () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve();
            else reject(new Error(`HTTP ${status}${excerpt ? `: ${excerpt}` : ''}`));
          };
          res.on('end', done);
          res.on('close', done);
          res.on('error', () => done());
        },
      );
      req.on('error', (err) => reject(err.name === 'AbortError' ? new Error(`no answer within ${timeout} ms`) : err));
      req.end(row.body);
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookSender: WebhookSender | null;
  }
}

/** Decorates `app.webhookSender` (null without options: events wait in the outbox for a sender). */
export const webhookSender = fp<{ webhooks?: WebhookOptions }>(
  async (app, opts) => {
    const sender = opts.webhooks ? new WebhookSender(app.repos, opts.webhooks, app.log) : null;
    app.decorate('webhookSender', sender);
    if (!sender) return;
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
  },
  { name: 'harborview-webhook-sender', dependencies: ['harborview-context'] },
);
