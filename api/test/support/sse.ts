// A Server-Sent Events client for the tests: one raw HTTP GET, its events parsed as they arrive.
import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  /** performance.now() when the event's last line arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Body of a non-200 answer. */
  body: string;
  events: SseEvent[];
  comments: number;
  ended: boolean;
  /** Resolves with the first event (from `from` on) matching pred; rejects after timeoutMs. */
  next(pred: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Resolves once the server ended the stream. */
  end(timeoutMs?: number): Promise<void>;
  close(): void;
}

export function openStream(base: string, path: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const waiters = new Set<() => void>();
      const wake = () => waiters.forEach((w) => w());
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: '',
        events: [],
        comments: 0,
        ended: false,
        next(pred, timeoutMs = 5000, from = 0) {
          return new Promise((ok, fail) => {
            const check = () => {
              const hit = stream.events.slice(from).find(pred);
              if (!hit) return false;
              waiters.delete(check);
              clearTimeout(timer);
              ok(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        end(timeoutMs = 5000) {
          return new Promise((ok, fail) => {
            const check = () => {
              if (!stream.ended) return false;
              waiters.delete(check);
              clearTimeout(timer);
              ok();
              return true;
            };
            const timer = setTimeout(() => fail(new Error('stream did not end')), timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        close() {
          req.destroy();
        },
      };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (stream.status !== 200) {
          stream.body += chunk;
          return;
        }
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          let isComment = true;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            isComment = false;
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (isComment) stream.comments++;
          else if (data.length > 0) stream.events.push({ event, data: data.join('\n'), at: performance.now() });
        }
        wake();
      });
      const ended = () => {
        stream.ended = true;
        wake();
      };
      res.on('end', ended);
      res.on('close', ended);
      res.on('error', ended);
      resolve(stream);
    });
    req.on('error', reject);
  });
}

/** The booked dates of a `dates` event. */
export const datesOf = (e: SseEvent) => (JSON.parse(e.data) as { bookedDates: string[] }).bookedDates;
