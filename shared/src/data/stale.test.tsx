/** @jest-environment jsdom */
// What a write makes stale (stale.ts): a successful write refreshes the reads of the resources it
// names, in the background (the answer on screen stays until the new one replaces it); a read of
// another resource, a failed write, and a read no longer on screen are left alone.
import { act, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { useAction } from './useAction';
import { useLoad } from './useLoad';
import type { Resource } from './stale';

/** Each resource's reads answer "<resource> #<n>", n counting the reads. */
function counters() {
  const reads: Record<Resource, number> = { bookings: 0, rooms: 0 };
  const load = (resource: Resource) => () => Promise.resolve(`${resource} #${++reads[resource]}`);
  return { reads, load };
}

function Read({ resource, load }: { resource: Resource; load: () => Promise<string> }) {
  const { status, data } = useLoad('ada@example.com', load, { resource });
  return (
    <p>
      {resource}: {status} {data ?? '-'}
    </p>
  );
}

function Write({ write }: { write: () => Promise<void> }) {
  const cancel = useAction(write, { failure: 'Failed to cancel booking', stales: ['bookings'] });
  return (
    <button type="button" onClick={() => void cancel.run()}>
      Cancel booking
    </button>
  );
}

async function setup(write: () => Promise<void>, { bookings = true } = {}) {
  const { reads, load } = counters();
  const view = render(
    <>
      {bookings && <Read resource="bookings" load={load('bookings')} />}
      <Read resource="rooms" load={load('rooms')} />
      <Write write={write} />
    </>,
  );
  await screen.findByText('rooms: ready rooms #1');
  return { reads, view };
}

const click = () => act(async () => screen.getByRole('button', { name: 'Cancel booking' }).click());

it('a write that stales bookings refreshes the bookings read on screen, not the rooms read', async () => {
  let done = () => undefined as void;
  const { reads } = await setup(() => new Promise<void>((r) => (done = r)));
  expect(screen.getByText('bookings: ready bookings #1')).toBeInTheDocument();
  await click();
  // Nothing before the write has succeeded.
  expect(reads).toEqual({ bookings: 1, rooms: 1 });
  await act(async () => done());
  expect(await screen.findByText('bookings: ready bookings #2')).toBeInTheDocument();
  expect(screen.getByText('rooms: ready rooms #1')).toBeInTheDocument();
  expect(reads).toEqual({ bookings: 2, rooms: 1 });
});

it('a failed write refreshes nothing', async () => {
  const { reads } = await setup(() => Promise.reject(new Error('down')));
  await click();
  expect(screen.getByText('bookings: ready bookings #1')).toBeInTheDocument();
  expect(reads).toEqual({ bookings: 1, rooms: 1 });
});

it('a read no longer on screen is not asked again', async () => {
  const { reads, view } = await setup(() => Promise.resolve());
  view.rerender(
    <>
      <Read resource="rooms" load={() => Promise.resolve('rooms #1')} />
      <Write write={() => Promise.resolve()} />
    </>,
  );
  await click();
  expect(reads).toEqual({ bookings: 1, rooms: 1 });
});
