import type { Room } from '@hotel/shared';
import { deferred, networkDown, server, testRoom as apiRoom } from '@hotel/shared/testing';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { mount } from './embed';

const options = { api: 'https://api.example/', site: 'https://hotel.example/', minPrice: 100, maxPrice: 250 };

let host: HTMLElement;
let unmount: (() => void) | undefined;

/** What GET {api}/rooms was asked: its query, and whether it carried credentials. */
let reads: Array<{ query: Record<string, string>; authorization: string | null }>;
const answering = (rooms: Room[]) => () => HttpResponse.json(rooms);

/** The partner's API answers GET /rooms with `answer`. */
function roomsApi(answer: HttpResponseResolver) {
  server.use(
    http.get('https://api.example/rooms', (info) => {
      const url = new URL(info.request.url);
      reads.push({ query: Object.fromEntries(url.searchParams), authorization: info.request.headers.get('Authorization') });
      return answer(info);
    }),
  );
}

async function mountEmbed(opts: Parameters<typeof mount>[1] = options) {
  await act(async () => {
    unmount = mount(host, opts);
  });
  return within(host.shadowRoot as unknown as HTMLElement);
}

beforeEach(() => {
  reads = [];
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  host.remove();
});

describe('catalog embed (partner sites)', () => {
  it('renders the rooms in an open shadow root with the presets, linking to the main site, and emits harborview:ready', async () => {
    roomsApi(answering([apiRoom({ _id: 'r1', name: 'Harbour Suite' }), apiRoom({ _id: 'r2', name: 'City Double' })]));
    const ready = jest.fn();
    host.addEventListener('harborview:ready', (e) => ready((e as CustomEvent).detail));

    const shadow = await mountEmbed();
    expect(await shadow.findAllByRole('article')).toHaveLength(2);
    expect(shadow.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', 'https://hotel.example/room-details/r1');
    expect(shadow.getByRole('link', { name: 'Harbour Suite' })).not.toHaveAttribute('target');
    // (React's StrictMode asks twice in development; the page keeps the last answer.)
    expect(reads.at(-1)).toEqual({ query: { minPrice: '100', maxPrice: '250' }, authorization: null });
    expect(reads.every((r) => r.authorization === null)).toBe(true);
    expect(shadow.getByLabelText('Min price ($)')).toHaveValue(100);
    expect(shadow.getByLabelText('Max price ($)')).toHaveValue(250);
    expect(ready).toHaveBeenCalledWith({ count: 2 });
    // Nothing of ours in the partner's light DOM or document.head.
    expect(host.children).toHaveLength(0);
    expect(document.head.querySelector('style, link[rel="stylesheet"]')).toBeNull();
  });

  it('shows a loading state until the rooms arrive', async () => {
    const answer = deferred();
    roomsApi(() => answer.promise.then(answering([apiRoom()])));
    const shadow = await mountEmbed();
    expect(shadow.getByRole('status')).toHaveTextContent('Loading rooms…');
    answer.resolve();
    expect(await shadow.findByRole('article')).toBeInTheDocument();
  });

  it('choosing a room emits a cancelable harborview:room-select {roomId, name}; preventDefault keeps the link from navigating', async () => {
    roomsApi(answering([apiRoom({ _id: 'r1', name: 'Harbour Suite' })]));
    const selected = jest.fn();
    host.addEventListener('harborview:room-select', (e) => {
      selected((e as CustomEvent).detail, e.cancelable, e.composed, e.bubbles);
      e.preventDefault();
    });
    const shadow = await mountEmbed();
    const link = await shadow.findByRole('link', { name: 'View Details' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(selected).toHaveBeenCalledWith({ roomId: 'r1', name: 'Harbour Suite', url: 'https://hotel.example/room-details/r1' }, true, true, true);
    expect(click.defaultPrevented).toBe(true);
  });

  it('without preventDefault the link navigates; target "_blank" opens a new tab', async () => {
    roomsApi(answering([apiRoom({ _id: 'r1', name: 'Harbour Suite' })]));
    const shadow = await mountEmbed({ ...options, target: '_blank' });
    const link = await shadow.findByRole('link', { name: 'Harbour Suite' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate; runs after ours
    let prevented: boolean | undefined;
    host.addEventListener('harborview:room-select', (e) => (prevented = e.defaultPrevented));
    fireEvent(link, click);
    expect(prevented).toBe(false);
  });

  it('a failed load shows the error state, emits harborview:error, and Try again reloads', async () => {
    let down = true;
    roomsApi(() => (down ? networkDown() : HttpResponse.json([apiRoom()])));
    const failed = jest.fn();
    host.addEventListener('harborview:error', (e) => failed((e as CustomEvent).detail));
    const shadow = await mountEmbed();
    expect(await shadow.findByRole('alert')).toHaveTextContent('Failed to fetch rooms');
    expect(failed).toHaveBeenCalledWith({ message: 'Network Error' });
    down = false;
    await userEvent.click(shadow.getByRole('button', { name: 'Try again' }));
    expect(await shadow.findByRole('article')).toBeInTheDocument();
  });

  it('update (setOptions) applies new presets in place; mounting the same element again does not add a second list', async () => {
    roomsApi(answering([apiRoom()]));
    const shadow = await mountEmbed();
    await shadow.findByRole('article');
    let again: (() => void) | undefined;
    await act(async () => {
      again = mount(host, { ...options, maxPrice: 150 });
    });
    expect(again).toBe(unmount);
    await waitFor(() => expect(reads.at(-1)?.query).toEqual({ minPrice: '100', maxPrice: '150' }));
    expect(shadow.getByLabelText('Max price ($)')).toHaveValue(150);
    expect(shadow.getAllByRole('article')).toHaveLength(1);
    expect(host.shadowRoot!.querySelectorAll('[part="root"]')).toHaveLength(1);
  });

  it('filter: false hides the price filter', async () => {
    roomsApi(answering([apiRoom()]));
    const shadow = await mountEmbed({ ...options, filter: false });
    await shadow.findByRole('article');
    expect(shadow.queryByLabelText('Min price ($)')).not.toBeInTheDocument();
  });

  it('unmount removes the rendered rooms', async () => {
    roomsApi(answering([apiRoom()]));
    const shadow = await mountEmbed();
    await shadow.findByRole('article');
    act(() => unmount?.());
    unmount = undefined;
    await waitFor(() => expect(shadow.queryByRole('article')).not.toBeInTheDocument());
  });
});
