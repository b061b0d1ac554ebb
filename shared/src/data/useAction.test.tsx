/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { toast } from 'react-toastify';
import { ApiRequestError } from '../api/errors';
import { MESSAGES } from '../domain/messages';
import { TOASTS } from '../notify/notify';
import { useAction, type ActionContext, type ActionOptions } from './useAction';

/** Every write waits until the test settles it. */
function deferredWrites() {
  const calls: { input: string; context: ActionContext; resolve: (v: string) => void; reject: (e: unknown) => void }[] =
    [];
  const write = jest.fn(
    (input: string, context: ActionContext) =>
      new Promise<string>((resolve, reject) => calls.push({ input, context, resolve, reject })),
  );
  return { write, calls };
}

const INPUTS = ['a', 'b', 'c', 'room1 2026-06-10', 'room1 2026-06-11'];

function Form({
  write,
  options,
}: {
  write: (i: string, c: ActionContext) => Promise<string>;
  options: ActionOptions<string, string>;
}) {
  const action = useAction(write, options);
  return (
    <div>
      <button type="button" disabled={action.busy} onClick={() => void action.run('booking A')}>
        Save
      </button>
      {INPUTS.map((input) => (
        <button key={input} type="button" onClick={() => void action.run(input)}>
          {`run ${input}`}
        </button>
      ))}
      <button type="button" onClick={() => [action.run('a'), action.run('b')]}>
        run twice
      </button>
      <p>pending: {action.pending ?? '-'}</p>
      {action.error && <p role="alert">{action.error}</p>}
    </div>
  );
}

const runWith = (input: string) => act(async () => screen.getByRole('button', { name: `run ${input}` }).click());

beforeEach(() => jest.clearAllMocks());

describe('useAction', () => {
  it('is busy while the write runs, then toasts the success and calls onSuccess with the answer', async () => {
    const { write, calls } = deferredWrites();
    const onSuccess = jest.fn();
    render(
      <Form
        write={write}
        options={{
          success: MESSAGES.bookingSuccess,
          failure: MESSAGES.bookingFailed,
          toast: TOASTS.booking,
          onSuccess,
        }}
      />,
    );
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('pending: booking A')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve('answer'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledWith('answer', 'booking A');
    expect(toast.success).toHaveBeenCalledWith('Room booked successfully!', { autoClose: 3000 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('runs one write at a time: a second run while busy is ignored', async () => {
    const { write, calls } = deferredWrites();
    render(<Form write={write} options={{ failure: 'x' }} />);
    await runWith('twice');
    expect(write).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve('ok'));
    await runWith('c');
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('a failure is worded by the one rule and toasted; the action is usable again and calls onError', async () => {
    const { write, calls } = deferredWrites();
    const onError = jest.fn();
    render(<Form write={write} options={{ success: 'done', failure: MESSAGES.bookingFailed, onError }} />);
    await runWith('a');
    const netErr = new ApiRequestError('Network Error', { code: 'ERR_NETWORK' });
    await act(async () => calls[0]!.reject(netErr));
    expect(toast.error).toHaveBeenCalledWith('Failed to book room. Please try again.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(netErr, 'a');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await runWith('a');
    await act(async () =>
      calls[1]!.reject(
        new ApiRequestError('Date is not available', { status: 409, serverMessage: 'Date is not available' }),
      ),
    );
    expect(toast.error).toHaveBeenLastCalledWith('Date is not available');
  });

  it("showError 'inline' puts the message in `error` (no toast), cleared by the next run", async () => {
    const { write, calls } = deferredWrites();
    render(
      <Form
        write={write}
        options={{ failure: (e) => `mapped: ${String((e as Error).message)}`, showError: 'inline' }}
      />,
    );
    await runWith('a');
    await act(async () => calls[0]!.reject(new Error('auth/user-not-found')));
    expect(screen.getByRole('alert')).toHaveTextContent('mapped: auth/user-not-found');
    expect(toast.error).not.toHaveBeenCalled();
    await runWith('a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('idempotent: a retry of the same write after a failure sends the same key; a new write or a success renews it', async () => {
    const { write, calls } = deferredWrites();
    render(<Form write={write} options={{ failure: 'x', idempotent: (input) => input }} />);
    await runWith('room1 2026-06-10');
    await act(async () => calls[0]!.reject(new ApiRequestError('Network Error', { code: 'ERR_NETWORK' })));
    await runWith('room1 2026-06-10');
    const first = calls[0]!.context.idempotencyKey;
    expect(first).toEqual(expect.any(String));
    expect(calls[1]!.context.idempotencyKey).toBe(first);
    await act(async () => calls[1]!.reject(new ApiRequestError('Date is not available', { status: 409 })));
    await runWith('room1 2026-06-11');
    expect(calls[2]!.context.idempotencyKey).not.toBe(first);
    await act(async () => calls[2]!.resolve('booked'));
    await runWith('room1 2026-06-11');
    expect(calls[3]!.context.idempotencyKey).not.toBe(calls[2]!.context.idempotencyKey);
  });

  it('a write that is not idempotent gets no key', async () => {
    const { write, calls } = deferredWrites();
    render(<Form write={write} options={{ failure: 'x' }} />);
    await runWith('a');
    expect(calls[0]!.context).toEqual({});
  });
});
