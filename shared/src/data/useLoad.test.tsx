/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { setAuthToken } from '../api/client';
import { resetRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../config';
import { dropEarlyReads, offerEarlyReads } from './earlyAnswers';
import { useAction } from './useAction';
import { useLoad, type LoadCallbacks } from './useLoad';

/** A promise per key that the test settles when it wants. */
function deferredLoads() {
  const pending = new Map<string, { resolve: (v: string) => void; reject: (e: unknown) => void }[]>();
  const load = jest.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        pending.set(key, [...(pending.get(key) ?? []), { resolve, reject }]);
      }),
  );
  const last = (key: string) => pending.get(key)!.at(-1)!;
  return { load, last };
}

function Screen({
  k,
  load,
  callbacks,
}: {
  k: string | null;
  load: (key: string) => Promise<string>;
  callbacks?: LoadCallbacks<string>;
}) {
  const state = useLoad(k, load, callbacks);
  return (
    <div>
      <p>status: {state.status}</p>
      <p>data: {state.data ?? '-'}</p>
      <p>latest: {state.latest ?? '-'}</p>
      <p>error: {state.error ? String(state.error) : '-'}</p>
      <button type="button" onClick={state.reload}>
        reload
      </button>
      <button type="button" onClick={() => state.mutate((d) => `${d}+edit`)}>
        edit
      </button>
      <button type="button" onClick={() => state.mutate('server answer')}>
        replace
      </button>
      <button type="button" onClick={state.refresh}>
        refresh
      </button>
    </div>
  );
}

describe('useLoad', () => {
  it('shows loading, then the answer for the key', async () => {
    const { load, last } = deferredLoads();
    render(<Screen k="a" load={load} />);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => last('a').resolve('A'));
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('data: A')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('a');
  });

  it('a null key loads nothing and is idle', () => {
    const { load } = deferredLoads();
    render(<Screen k={null} load={load} />);
    expect(screen.getByText('status: idle')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('a failure is the error state and calls onError once', async () => {
    const { load, last } = deferredLoads();
    const onError = jest.fn();
    render(<Screen k="a" load={load} callbacks={{ onError }} />);
    await act(async () => last('a').reject(new Error('down')));
    expect(screen.getByText('status: error')).toBeInTheDocument();
    expect(screen.getByText('error: Error: down')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a new key shows loading at once, keeps the previous answer as latest, and ignores the old answer', async () => {
    const { load, last } = deferredLoads();
    const onData = jest.fn();
    const view = render(<Screen k="a" load={load} callbacks={{ onData }} />);
    await act(async () => last('a').resolve('A'));
    view.rerender(<Screen k="b" load={load} callbacks={{ onData }} />);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(screen.getByText('data: -')).toBeInTheDocument();
    expect(screen.getByText('latest: A')).toBeInTheDocument();
    view.rerender(<Screen k="c" load={load} callbacks={{ onData }} />);
    await act(async () => last('b').resolve('B (too late)'));
    expect(screen.queryByText(/too late/)).not.toBeInTheDocument();
    await act(async () => last('c').resolve('C'));
    expect(screen.getByText('data: C')).toBeInTheDocument();
    expect(onData.mock.calls).toEqual([['A'], ['C']]);
  });

  it('an answer after unmount is dropped (no callback)', async () => {
    const { load, last } = deferredLoads();
    const onData = jest.fn();
    const view = render(<Screen k="a" load={load} callbacks={{ onData }} />);
    view.unmount();
    await act(async () => last('a').resolve('A'));
    expect(onData).not.toHaveBeenCalled();
  });

  it('reload asks again and shows loading until the new answer', async () => {
    const { load, last } = deferredLoads();
    render(<Screen k="a" load={load} />);
    await act(async () => last('a').resolve('A1'));
    await act(async () => screen.getByRole('button', { name: 'reload' }).click());
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => last('a').resolve('A2'));
    expect(screen.getByText('data: A2')).toBeInTheDocument();
  });
});

/** Screen at key "a", its first answer "A" on screen. */
async function showLoaded(callbacks?: LoadCallbacks<string>) {
  const loads = deferredLoads();
  render(<Screen k="a" load={loads.load} callbacks={callbacks} />);
  await act(async () => loads.last('a').resolve('A'));
  return loads;
}

describe('useLoad: mutate and refresh', () => {
  const click = (name: string) => act(async () => screen.getByRole('button', { name }).click());

  it('mutate changes the data on screen without a request, by a function or with a value', async () => {
    const { load } = await showLoaded();
    await click('edit');
    expect(screen.getByText('data: A+edit')).toBeInTheDocument();
    await click('replace');
    expect(screen.getByText('data: server answer')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mutate before the data arrived does nothing, and the answer still shows', async () => {
    const { load, last } = deferredLoads();
    render(<Screen k="a" load={load} />);
    await click('edit');
    await act(async () => last('a').resolve('A'));
    expect(screen.getByText('data: A')).toBeInTheDocument();
  });

  it('refresh keeps the data on screen (still ready) until the new answer replaces it', async () => {
    const { load, last } = await showLoaded();
    await click('refresh');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('data: A')).toBeInTheDocument();
    await act(async () => last('a').resolve('A2'));
    expect(screen.getByText('data: A2')).toBeInTheDocument();
  });

  it('a refresh that fails keeps the data on screen and reports it through onError', async () => {
    const onError = jest.fn();
    const { last } = await showLoaded({ onError });
    await click('refresh');
    await act(async () => last('a').reject(new Error('offline')));
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('data: A')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('an answer to a refresh started before a mutate is dropped: the write stays on screen', async () => {
    const { last } = await showLoaded();
    await click('refresh');
    await click('edit');
    await act(async () => last('a').resolve('stale A'));
    expect(screen.getByText('data: A+edit')).toBeInTheDocument();
  });

  it('reload, unlike refresh, goes back to loading', async () => {
    const { last } = await showLoaded();
    await click('reload');
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => last('a').resolve('B'));
    expect(screen.getByText('data: B')).toBeInTheDocument();
  });
});

describe('useLoad with an early answer (docs/architecture.md §10, "Code and data in parallel")', () => {
  const config = { apiBase: 'http://api.test', siteUrl: 's', remotes: {}, firebase: {}, mapTileUrl: 't', hotelTimeZone: 'UTC' };
  /** The shell started GET /bookings/ada with the stored token before the app. */
  const startedBeforeTheApp = (at = Date.now()) =>
    offerEarlyReads([
      { url: 'http://api.test/bookings/ada', auth: 'Bearer t1', at, response: Promise.resolve({ ok: true, json: async () => ['early'] } as Response) },
    ]);
  const early = { early: (key: string) => `/bookings/${key}` };

  beforeEach(() => {
    setRuntimeConfig(config as unknown as RuntimeConfig);
    setAuthToken('t1');
  });
  afterEach(() => {
    dropEarlyReads();
    setAuthToken(null);
    resetRuntimeConfig();
  });

  it("shows the shell's answer without asking again; a reload asks the API", async () => {
    startedBeforeTheApp();
    const { load, last } = deferredLoads();
    render(<Screen k="ada" load={load} callbacks={early} />);
    expect(await screen.findByText('data: early')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    fireReload();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => last('ada').resolve('fresh'));
    expect(screen.getByText('data: fresh')).toBeInTheDocument();
  });

  it('asks the API when the answer is too old, for another session, or after a write', async () => {
    const cases: Array<() => void | Promise<void>> = [
      () => startedBeforeTheApp(Date.now() - 60_000),
      () => {
        startedBeforeTheApp();
        setAuthToken('t2');
      },
      async () => {
        startedBeforeTheApp();
        const { unmount } = render(<Write />);
        await act(async () => screen.getByRole('button', { name: 'write' }).click());
        unmount();
      },
    ];
    for (const before of cases) {
      await before();
      const { load, last } = deferredLoads();
      const { unmount } = render(<Screen k="ada" load={load} callbacks={early} />);
      await act(async () => undefined);
      expect(load).toHaveBeenCalledWith('ada');
      await act(async () => last('ada').resolve('fresh'));
      expect(screen.getByText('data: fresh')).toBeInTheDocument();
      unmount();
      setAuthToken('t1');
    }
  });
});

function Write() {
  const write = useAction(async () => 'ok', { failure: 'failed' });
  return (
    <button type="button" onClick={() => void write.run()}>
      write
    </button>
  );
}

const fireReload = () => act(() => screen.getByRole('button', { name: 'reload' }).click());
