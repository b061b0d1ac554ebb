import type * as FirstContent from './firstContent';

// firstContent.ts holds one module-level promise: a fresh copy per test.
let fc: typeof FirstContent;
beforeEach(async () => {
  jest.useFakeTimers();
  jest.resetModules();
  fc = await import('./firstContent');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

describe('afterFirstContent', () => {
  it('waits for the first content, then for idle time (setTimeout fallback without requestIdleCallback)', async () => {
    const fn = jest.fn();
    fc.afterFirstContent(fn);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fn).not.toHaveBeenCalled();
    fc.markFirstContent();
    await jest.advanceTimersByTimeAsync(199);
    expect(fn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs anyway once the time limit has passed without content', async () => {
    const fn = jest.fn();
    fc.afterFirstContent(fn, 3000);
    await jest.advanceTimersByTimeAsync(2999);
    expect(fn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200 + 1);
    expect(fn).toHaveBeenCalledTimes(1);
    await expect(fc.firstContent).resolves.toBeUndefined();
  });

  it('cancelled before or during the idle wait: never runs', async () => {
    const early = jest.fn();
    const late = jest.fn();
    fc.afterFirstContent(early)();
    const cancelLate = fc.afterFirstContent(late);
    fc.markFirstContent();
    await jest.advanceTimersByTimeAsync(100);
    cancelLate();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('whenIdleAfterLoad', () => {
  it('uses requestIdleCallback (2 s timeout) when available; cancel cancels it', () => {
    const ric = jest.fn((_cb: IdleRequestCallback, _opts?: IdleRequestOptions) => 42);
    const cic = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: ric, cancelIdleCallback: cic });
    const fn = jest.fn();
    const cancel = fc.whenIdleAfterLoad(fn);
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    ric.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
    expect(cic).toHaveBeenCalledWith(42);
  });

  it('before the load event it waits for it', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const fn = jest.fn();
    fc.whenIdleAfterLoad(fn);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load event: never runs', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const fn = jest.fn();
    fc.whenIdleAfterLoad(fn)();
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'keydown', 'focusin'])('runs once, on the first %s, and not before', (type) => {
    const fn = jest.fn();
    fc.onFirstInteraction(fn);
    document.dispatchEvent(new Event('scroll'));
    expect(fn).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('stopped before any: never runs', () => {
    const fn = jest.fn();
    fc.onFirstInteraction(fn)();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(fn).not.toHaveBeenCalled();
  });
});
