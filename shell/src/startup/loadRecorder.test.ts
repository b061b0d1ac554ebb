/**
 * @jest-environment node
 */
import { loadRecorder, type LoadRecorder } from './loadRecorder';

/**
 * A fake federation runtime: it calls the recorder's hooks in the order the real one does
 * (runtime-core's RemoteHandler.loadRemote and Module.get), and fails at the phase it is told to,
 * with the runtime's own error codes. The clock moves 10 ms per hook.
 */
type FailAt = 'manifest' | 'remoteEntry' | 'init' | 'expose' | 'factory';
function fakeRuntime(recorder: LoadRecorder, clock: { t: number }) {
  const hooks = recorder.plugin as Required<typeof recorder.plugin>;
  const entryLoaded = new Set<string>();
  const call = async (hook: keyof typeof hooks, args: object) => {
    clock.t += 10;
    await (hooks[hook] as (a: object) => unknown)(args);
  };
  return async function loadRemote(id: string, failAt?: FailAt): Promise<'module' | 'fallback'> {
    const remote = id.split('/')[0]!;
    const remoteInfo = { name: remote, entry: `http://${remote}.test/mf-manifest.json` };
    try {
      await call('beforeRequest', { id, options: {}, origin: {} });
      if (failAt === 'manifest') throw new Error(`[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003`);
      if (!entryLoaded.has(remote)) {
        await call('loadEntry', { remoteInfo, origin: {}, loaderHook: {} });
        if (failAt === 'remoteEntry') throw new Error(`[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008`);
        await call('beforeInitRemote', { id, remoteInfo, origin: {} });
        if (failAt === 'init') throw new Error('container.init: shared scope mismatch');
        entryLoaded.add(remote);
      }
      await call('beforeGetExpose', { id, expose: './X', moduleInfo: remoteInfo, remoteEntryExports: {}, origin: {} });
      if (failAt === 'expose') throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
      await call('beforeExecuteFactory', { id, expose: './X', moduleInfo: remoteInfo, loadFactory: true, origin: {} });
      if (failAt === 'factory') throw new TypeError('x is undefined');
      return 'module';
    } catch (error) {
      await call('errorLoadRemote', { id, error, from: 'runtime', lifecycle: 'onLoad', origin: {} });
      return 'fallback';
    }
  };
}

/** The loader's part (remotes/registry.ts): attempts until one succeeds or they run out, then the verdict. */
async function load(recorder: LoadRecorder, runtime: ReturnType<typeof fakeRuntime>, id: string, attempts: Array<FailAt | undefined>) {
  for (const failAt of attempts) {
    if ((await runtime(id, failAt)) === 'module') {
      recorder.settle(id, true);
      return true;
    }
  }
  recorder.settle(id, false);
  return false;
}

describe('the load recorder on a fake runtime', () => {
  let clock: { t: number };
  let recorder: LoadRecorder;
  let runtime: ReturnType<typeof fakeRuntime>;
  let done: number;
  beforeEach(() => {
    clock = { t: 1000 };
    recorder = loadRecorder(() => clock.t);
    runtime = fakeRuntime(recorder, clock);
    done = 0;
    recorder.onDone = () => done++;
  });

  it('a load that renders: loaded at the factory phase, its time from the request to the verdict, rendered', async () => {
    expect(await load(recorder, runtime, 'catalog/RoomsPage', [undefined])).toBe(true);
    expect(recorder.take()).toEqual([]); // not finished until the page says it rendered
    recorder.rendered('catalog/RoomsPage', true);
    expect(done).toBe(1);
    expect(recorder.take()).toEqual([{ remote: 'catalog', phase: 'factory', outcome: 'loaded', ms: 40, rendered: true }]);
    expect(recorder.take()).toEqual([]); // taken once
  });

  it.each([
    ['manifest', 'RUNTIME-003'],
    ['remoteEntry', 'RUNTIME-008'],
    ['init', 'ERROR'],
    ['expose', 'CHUNK'],
    ['factory', 'ERROR'],
  ] as const)('a load failing at %s, every retry too: failed, that phase, code %s, not rendered', async (phase, code) => {
    expect(await load(recorder, runtime, 'booking/BookingPanel', [phase, phase, phase])).toBe(false);
    const [report] = recorder.take();
    expect(report).toEqual({ remote: 'booking', phase, outcome: 'failed', code, ms: expect.any(Number), rendered: false });
    // The three attempts are one load, timed from the first request.
    expect(report!.ms).toBe(clock.t - 1010); // the first request was at 1010
  });

  it('a load that fails once and loads on the retry is recovered, with the first failure\'s code kept', async () => {
    expect(await load(recorder, runtime, 'marketing/HomePage', ['remoteEntry', undefined])).toBe(true);
    recorder.rendered('marketing/HomePage', true);
    expect(recorder.take()).toEqual([{ remote: 'marketing', phase: 'factory', outcome: 'recovered', code: 'RUNTIME-008', ms: expect.any(Number), rendered: true }]);
  });

  it('a page that throws while rendering counts as failed (code RENDER), as its error boundary sees it', async () => {
    await load(recorder, runtime, 'catalog/RoomDetailsPage', [undefined]);
    recorder.rendered('catalog/RoomDetailsPage', false);
    recorder.rendered('catalog/RoomDetailsPage', true); // a second report of the same load changes nothing
    expect(recorder.take()).toEqual([{ remote: 'catalog', phase: 'factory', outcome: 'failed', code: 'RENDER', ms: 40, rendered: false }]);
  });

  it("a remote's second module skips the remote's own phases; each load is its own report", async () => {
    await load(recorder, runtime, 'catalog/RoomsPage', [undefined]);
    await load(recorder, runtime, 'catalog/RoomDetailsPage', ['expose']);
    recorder.rendered('catalog/RoomsPage', true);
    expect(recorder.take()).toEqual([
      { remote: 'catalog', phase: 'expose', outcome: 'failed', code: 'CHUNK', ms: 20, rendered: false },
      { remote: 'catalog', phase: 'factory', outcome: 'loaded', ms: 40, rendered: true },
    ]);
  });

  it('leaving the page: a module loaded but never rendered is reported as such; one still loading is not', async () => {
    await load(recorder, runtime, 'account/LoginPage', [undefined]);
    await runtime('booking/MyBookingsPage'); // requested, no verdict yet
    expect(recorder.take(true)).toEqual([{ remote: 'account', phase: 'factory', outcome: 'loaded', ms: 40, rendered: false }]);
    expect(recorder.take(true)).toEqual([]);
  });

  it("answers no error itself: the fallback plugin's module is what the runtime gets", async () => {
    const hook = recorder.plugin.errorLoadRemote!;
    expect(await hook({ id: 'x/Y', error: new Error('boom'), from: 'runtime', lifecycle: 'onLoad', origin: {} } as never)).toBeUndefined();
  });
});
