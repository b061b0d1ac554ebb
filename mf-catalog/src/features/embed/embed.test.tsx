import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRoom } from '../../testing';
import { mount } from './embed';
import { fetchRooms } from './rooms';

// Unit test of the embed's own logic: the HTTP call is mocked (the e2e suite runs the real one).
jest.mock('./rooms', () => ({ ...jest.requireActual<typeof import('./rooms')>('./rooms'), fetchRooms: jest.fn() }));

const getRooms = jest.mocked(fetchRooms);
const options = { api: 'https://api.example/', site: 'https://hotel.example/', minPrice: 100, maxPrice: 250 };

let host: HTMLElement;
let unmount: (() => void) | undefined;

async function mountEmbed(opts: Parameters<typeof mount>[1] = options) {
  await act(async () => {
    unmount = mount(host, opts);
  });
  return within(host.shadowRoot as unknown as HTMLElement);
}

beforeEach(() => {
  jest.clearAllMocks();
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
    getRooms.mockResolvedValue([apiRoom({ _id: 'r1', name: 'Harbour Suite' }), apiRoom({ _id: 'r2', name: 'City Double' })]);
    const ready = jest.fn();
    host.addEventListener('harborview:ready', (e) => ready((e as CustomEvent).detail));

    const shadow = await mountEmbed();
    expect(await shadow.findAllByRole('article')).toHaveLength(2);
    expect(shadow.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', 'https://hotel.example/room-details/r1');
    expect(shadow.getByRole('link', { name: 'Harbour Suite' })).not.toHaveAttribute('target');
    expect(getRooms).toHaveBeenCalledWith('https://api.example/', { minPrice: 100, maxPrice: 250 });
    expect(shadow.getByLabelText('Min price ($)')).toHaveValue(100);
    expect(shadow.getByLabelText('Max price ($)')).toHaveValue(250);
    expect(ready).toHaveBeenCalledWith({ count: 2 });
    // Nothing of ours in the partner's light DOM or document.head.
    expect(host.children).toHaveLength(0);
    expect(document.head.querySelector('style, link[rel="stylesheet"]')).toBeNull();
  });

  it('shows a loading state until the rooms arrive', async () => {
    let resolve!: (rooms: ReturnType<typeof apiRoom>[]) => void;
    getRooms.mockReturnValue(new Promise((r) => (resolve = r)));
    const shadow = await mountEmbed();
    expect(shadow.getByRole('status')).toHaveTextContent('Loading rooms…');
    await act(async () => resolve([apiRoom()]));
    expect(await shadow.findByRole('article')).toBeInTheDocument();
  });

  it('choosing a room emits a cancelable harborview:room-select {roomId, name}; preventDefault keeps the link from navigating', async () => {
    getRooms.mockResolvedValue([apiRoom({ _id: 'r1', name: 'Harbour Suite' })]);
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
    getRooms.mockResolvedValue([apiRoom({ _id: 'r1', name: 'Harbour Suite' })]);
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
    getRooms.mockRejectedValue(new Error('Network Error'));
    const failed = jest.fn();
    host.addEventListener('harborview:error', (e) => failed((e as CustomEvent).detail));
    const shadow = await mountEmbed();
    expect(await shadow.findByRole('alert')).toHaveTextContent('Failed to fetch rooms');
    expect(failed).toHaveBeenCalledWith({ message: 'Network Error' });
    getRooms.mockResolvedValue([apiRoom()]);
    await userEvent.click(shadow.getByRole('button', { name: 'Try again' }));
    expect(await shadow.findByRole('article')).toBeInTheDocument();
  });

  it('update (setOptions) applies new presets in place; mounting the same element again does not add a second list', async () => {
    getRooms.mockResolvedValue([apiRoom()]);
    const shadow = await mountEmbed();
    await shadow.findByRole('article');
    let again: (() => void) | undefined;
    await act(async () => {
      again = mount(host, { ...options, maxPrice: 150 });
    });
    expect(again).toBe(unmount);
    await waitFor(() => expect(getRooms).toHaveBeenLastCalledWith('https://api.example/', { minPrice: 100, maxPrice: 150 }));
    expect(shadow.getByLabelText('Max price ($)')).toHaveValue(150);
    expect(shadow.getAllByRole('article')).toHaveLength(1);
    expect(host.shadowRoot!.querySelectorAll('[part="root"]')).toHaveLength(1);
  });

  it('filter: false hides the price filter', async () => {
    getRooms.mockResolvedValue([apiRoom()]);
    const shadow = await mountEmbed({ ...options, filter: false });
    await shadow.findByRole('article');
    expect(shadow.queryByLabelText('Min price ($)')).not.toBeInTheDocument();
  });

  it('unmount removes the rendered rooms', async () => {
    getRooms.mockResolvedValue([apiRoom()]);
    const shadow = await mountEmbed();
    await shadow.findByRole('article');
    act(() => unmount?.());
    unmount = undefined;
    await waitFor(() => expect(shadow.queryByRole('article')).not.toBeInTheDocument());
  });
});
