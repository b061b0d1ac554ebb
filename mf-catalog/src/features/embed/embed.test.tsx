import { api, peekRuntimeConfig, resetRuntimeConfig } from '@hotel/shared';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { apiRoom } from '../../testing';
import { mount } from './embed';

jest.mock('@hotel/shared', () => {
  const actual = jest.requireActual<typeof import('@hotel/shared')>('@hotel/shared');
  return { ...actual, api: { ...actual.api, getRooms: jest.fn() } };
});

const getRooms = jest.mocked(api.getRooms);
const options = { api: 'https://api.example/', site: 'https://hotel.example/', maxPrice: 250 };

let host: HTMLElement;
let unmount: (() => void) | undefined;

async function mountEmbed() {
  await act(async () => {
    unmount = mount(host, options);
  });
  return within(host.shadowRoot as unknown as HTMLElement);
}

beforeEach(() => {
  jest.clearAllMocks();
  resetRuntimeConfig();
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  host.remove();
});

describe('catalog embed (partner sites)', () => {
  it('renders the rooms inside a shadow root, linking to the main site, and emits harborview:ready', async () => {
    getRooms.mockResolvedValue([apiRoom({ _id: 'r1', name: 'Harbour Suite' }), apiRoom({ _id: 'r2', name: 'City Double' })]);
    const ready = jest.fn();
    host.addEventListener('harborview:ready', (e) => ready((e as CustomEvent).detail));

    const shadow = await mountEmbed();
    expect(await shadow.findAllByRole('article')).toHaveLength(2);
    expect(shadow.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', 'https://hotel.example/room-details/r1');
    expect(getRooms).toHaveBeenCalledWith({ minPrice: undefined, maxPrice: 250 });
    expect(ready).toHaveBeenCalledWith({ count: 2 });
    // Nothing leaks into the light DOM.
    expect(host.children).toHaveLength(0);
    // A partner page has no config.json: the options become the runtime config.
    expect(peekRuntimeConfig()?.apiBase).toBe('https://api.example');
  });

  it('choosing a room emits harborview:room-select with its id and URL', async () => {
    getRooms.mockResolvedValue([apiRoom({ _id: 'r1', name: 'Harbour Suite' })]);
    const selected = jest.fn();
    host.addEventListener('harborview:room-select', (e) => {
      e.preventDefault();
      selected((e as CustomEvent).detail);
    });
    const shadow = await mountEmbed();
    const link = await shadow.findByRole('link', { name: 'View Details' });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(selected).toHaveBeenCalledWith({ roomId: 'r1', url: 'https://hotel.example/room-details/r1' });
  });

  it('a failed load shows the error text and emits harborview:error', async () => {
    getRooms.mockRejectedValue(new Error('Network Error'));
    const failed = jest.fn();
    host.addEventListener('harborview:error', (e) => failed((e as CustomEvent).detail));
    const shadow = await mountEmbed();
    expect(await shadow.findByText('Failed to fetch rooms')).toBeInTheDocument();
    expect(failed).toHaveBeenCalledWith({ message: 'Network Error' });
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
