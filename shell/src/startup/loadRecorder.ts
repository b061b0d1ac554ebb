import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOAD_PHASES, type LoadOutcome, type LoadPhase } from '@hotel/shared/config/beacon';

/**
 * The recording half of the load beacon (docs/deploying.md, "What the shell reports"): a federation
 * runtime plugin that notes, for each module a slot asks for, how far its load got (the phase each
 * runtime hook starts), its error's code and its time; the loader (remotes/registry.ts) settles it
 * (loaded, recovered after a retry, failed) and the slot says whether its page rendered. Part of
 * main.js, registered before the first load, so it costs every page: it only records. Sending (the
 * release ids, batching, sendBeacon, web-vitals) is remotes/beaconSender.ts, loaded after first paint.
 */
export interface RecordedLoad {
  remote: string;
  phase: LoadPhase;
  outcome: LoadOutcome;
  code?: string;
  ms: number;
  rendered: boolean;
}

export interface LoadRecorder {
  plugin: ModuleFederationRuntimePlugin;
  /** The loader's verdict once its retries are over. */
  settle(id: string, ok: boolean): void;
  /** The slot's: its module rendered, or threw (into its error boundary). */
  rendered(id: string, ok: boolean): void;
  /** The loads finished since the last take; `leaving`: also those loaded but never rendered. */
  take(leaving?: boolean): RecordedLoad[];
  /** Called when a load finishes (the sender batches them). */
  onDone: () => void;
}

interface Open {
  remote: string;
  t0: number;
  phase: number;
  code?: string;
  ok?: boolean;
  ms?: number;
}

/** The federation runtime's code (`RUNTIME-008`) in an error's message, a chunk that did not load, else ERROR. */
const codeOf = (e: unknown): string =>
  /\b(RUNTIME|TYPE|BUILD)-\d{3}\b/.exec(String((e as Error)?.message))?.[0] ?? ((e as Error)?.name === 'ChunkLoadError' ? 'CHUNK' : 'ERROR');

export function loadRecorder(now: () => number = () => performance.now()): LoadRecorder {
  const open = new Map<string, Open>();
  let done: RecordedLoad[] = [];
  const reach = (rec: Open | undefined, phase: LoadPhase) => rec && (rec.phase = Math.max(rec.phase, LOAD_PHASES.indexOf(phase)));
  // A remote's own phases (its remoteEntry.js, its init) advance every load of it under way.
  const reachRemote = (remote: string, phase: LoadPhase) => open.forEach((rec) => rec.remote === remote && reach(rec, phase));
  const finish = (id: string, rec: Open, outcome: LoadOutcome, rendered: boolean, code = rec.code) => {
    open.delete(id);
    done.push({ remote: rec.remote, phase: LOAD_PHASES[rec.phase]!, outcome, ...(outcome === 'loaded' ? {} : { code }), ms: Math.round(rec.ms ?? now() - rec.t0), rendered });
    recorder.onDone();
  };
  const recorder: LoadRecorder = {
    onDone: () => undefined,
    plugin: {
      name: 'harborview-load-recorder',
      beforeRequest(args) {
        if (!open.has(args.id)) open.set(args.id, { remote: args.id.split('/')[0]!, t0: now(), phase: 0 });
        return args;
      },
      loadEntry: ({ remoteInfo }) => void reachRemote(remoteInfo.name, 'remoteEntry'),
      beforeInitRemote: ({ remoteInfo }) => void reachRemote(remoteInfo.name, 'init'),
      beforeGetExpose: ({ id }) => void reach(open.get(id), 'expose'),
      beforeExecuteFactory: ({ id }) => void reach(open.get(id), 'factory'),
      errorLoadRemote({ id, error }) {
        const rec = open.get(id);
        if (rec) rec.code = codeOf(error);
        return undefined; // the fallback plugin answers (remotes/errorLoadRemotePlugin.ts)
      },
    },
    settle(id, ok) {
      const rec = open.get(id);
      if (!rec || rec.ok !== undefined) return;
      rec.ok = ok;
      rec.ms = now() - rec.t0;
      if (!ok) finish(id, rec, 'failed', false);
    },
    rendered(id, ok) {
      const rec = open.get(id);
      if (!rec?.ok) return;
      // A page that throws while rendering failed, as its error boundary sees it, whatever the load did.
      if (ok) finish(id, rec, rec.code ? 'recovered' : 'loaded', true);
      else finish(id, rec, 'failed', false, 'RENDER');
    },
    take(leaving) {
      if (leaving) open.forEach((rec, id) => rec.ok && finish(id, rec, rec.code ? 'recovered' : 'loaded', false));
      const out = done;
      done = [];
      return out;
    },
  };
  return recorder;
}
