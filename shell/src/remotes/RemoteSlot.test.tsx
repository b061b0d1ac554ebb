import { MESSAGES } from '@hotel/shared';
import { testRoom } from '@hotel/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import type { ComponentType, ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { LoadReportContext, RemoteLoaderContext, RemoteSlot, TableSlot, type SlotLoader } from './RemoteSlot';
import { RemoteUnavailable } from './RemoteUnavailable';
import { errorLoadRemotePlugin } from './errorLoadRemotePlugin';
import type { RemoteComponentModule } from './types';

const UNAVAILABLE = 'This section is temporarily unavailable';

/** A module as the loader resolves it (the slot does not care about the prop types). */
const mod = (Component: ComponentType<never>) => ({ default: Component }) as RemoteComponentModule<never>;
const Greeting = ({ roomId = 'guest' }: { roomId?: string }) => <p>Hello {roomId}</p>;

function renderSlots(loader: SlotLoader, slots: ReactNode) {
  return render(<RemoteLoaderContext value={loader}>{slots}</RemoteLoaderContext>);
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports errors caught by a boundary on console.error; they are expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteSlot', () => {
  it('uses the message of the error catalogue', () => {
    expect(MESSAGES.remoteUnavailable).toBe(UNAVAILABLE);
  });

  it('shows the page skeleton while loading, then the module with its props', async () => {
    let resolve: (m: RemoteComponentModule<never>) => void = () => undefined;
    const loader = jest.fn<ReturnType<SlotLoader>, Parameters<SlotLoader>>(() => new Promise((r) => (resolve = r)));
    renderSlots(loader, <TableSlot id="catalog/RoomDetailsPage" props={{ roomId: 'Ada' }} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('catalog/RoomDetailsPage', { fresh: false });

    await act(async () => resolve(mod(Greeting)));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows the given skeleton instead of the default one', () => {
    const loader: SlotLoader = () => new Promise(() => undefined);
    renderSlots(loader, <TableSlot id="catalog/RoomsPage" skeleton={<p>Loading rooms grid</p>} />);
    expect(screen.getByText('Loading rooms grid')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('skeleton={null} shows nothing while loading (no page-sized placeholder below the footer)', () => {
    const loader: SlotLoader = () => new Promise(() => undefined);
    const { container } = renderSlots(
      loader,
      <RemoteSlot id="marketing/SpecialOffers" skeleton={null} onFailure="none" />,
    );
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('a loader that rejects shows "temporarily unavailable" + Retry; Retry loads again (fresh) and shows the module', async () => {
    const user = userEvent.setup();
    const loader = jest
      .fn<ReturnType<SlotLoader>, Parameters<SlotLoader>>()
      .mockRejectedValueOnce(new Error('remoteEntry.js unreachable'))
      .mockResolvedValueOnce(mod(Greeting));
    renderSlots(loader, <TableSlot id="marketing/HomePage" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE);
    expect(alert).not.toHaveClass('compact');
    expect(screen.queryByText('Hello guest')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello guest')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenNthCalledWith(1, 'marketing/HomePage', { fresh: false });
    expect(loader).toHaveBeenNthCalledWith(2, 'marketing/HomePage', { fresh: true });
  });

  it('shows the skeleton again while a retry loads, and can be retried again after a second failure', async () => {
    const user = userEvent.setup();
    let resolve: (m: RemoteComponentModule<never>) => void = () => undefined;
    const loader = jest
      .fn<ReturnType<SlotLoader>, Parameters<SlotLoader>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    renderSlots(loader, <TableSlot id="booking/MyBookingsPage" />);

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => resolve(mod(Greeting)));
    expect(screen.getByText('Hello guest')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('a module that throws while rendering is caught the same way', async () => {
    const user = userEvent.setup();
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('render bug');
      return <p>Fixed now</p>;
    };
    const loader = jest.fn<ReturnType<SlotLoader>, Parameters<SlotLoader>>(() => Promise.resolve(mod(Flaky)));
    renderSlots(loader, <TableSlot id="catalog/RoomsPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fixed now')).toBeInTheDocument();
  });

  it('tells the load beacon whether the page rendered: once on screen, or when it threw (as its boundary saw it)', async () => {
    const report = jest.fn();
    const Broken = () => {
      throw new Error('render bug');
    };
    const loader: SlotLoader = (id) => Promise.resolve(mod(id === 'catalog/RoomsPage' ? Greeting : Broken));
    render(
      <LoadReportContext value={report}>
        <RemoteLoaderContext value={loader}>
          <TableSlot id="catalog/RoomsPage" />
          <TableSlot id="booking/MyBookingsPage" />
        </RemoteLoaderContext>
      </LoadReportContext>,
    );
    expect(await screen.findByText('Hello guest')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(report.mock.calls).toEqual(expect.arrayContaining([['catalog/RoomsPage', true], ['booking/MyBookingsPage', false]]));
    expect(report).not.toHaveBeenCalledWith('booking/MyBookingsPage', true);
  });

  it('onFailure="compact" shows the smaller box; onFailure="none" shows nothing', async () => {
    const loader: SlotLoader = () => Promise.reject(new Error('down'));
    renderSlots(
      loader,
      <>
        <RemoteSlot id="booking/BookingPanel" props={{ room: testRoom() }} onFailure="compact" />
        <section aria-label="offers">
          <RemoteSlot id="marketing/SpecialOffers" skeleton={null} onFailure="none" />
        </section>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('unavailable', 'compact');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'offers' })).toBeEmptyDOMElement();
  });

  it('one failing remote leaves the others working', async () => {
    const loader: SlotLoader = (id) =>
      id.startsWith('booking/') ? Promise.reject(new Error('booking down')) : Promise.resolve(mod(Greeting));
    renderSlots(
      loader,
      <>
        <TableSlot id="catalog/RoomDetailsPage" props={{ roomId: 'catalog' }} />
        <RemoteSlot id="booking/BookingPanel" props={{ room: testRoom() }} />
      </>,
    );
    expect(await screen.findByText('Hello catalog')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
  });

  it('a new id starts from a clean state (a failure on one route does not stick to the next)', async () => {
    const loader: SlotLoader = (id) =>
      id === 'account/LoginPage' ? Promise.reject(new Error('down')) : Promise.resolve(mod(Greeting));
    const { rerender } = renderSlots(loader, <TableSlot id="account/LoginPage" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(
      <RemoteLoaderContext value={loader}>
        <TableSlot id="account/RegisterPage" />
      </RemoteLoaderContext>,
    );
    expect(await screen.findByText('Hello guest')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a fallback module of the errorLoadRemote plugin, if rendered, shows the panel and Retry reloads', async () => {
    const user = userEvent.setup();
    const fallback = await errorLoadRemotePlugin().errorLoadRemote!({
      id: 'marketing/ContactPage',
      error: new Error('404'),
      lifecycle: 'onLoad',
    } as never);
    const loader = jest
      .fn<ReturnType<SlotLoader>, Parameters<SlotLoader>>()
      .mockResolvedValueOnce(fallback as RemoteComponentModule<never>)
      .mockResolvedValueOnce(mod(Greeting));
    renderSlots(loader, <TableSlot id="marketing/ContactPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello guest')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('marketing/ContactPage', { fresh: true });
  });

  it('without a loader provider it fails visibly instead of crashing the page', async () => {
    render(
      <>
        <p>Top bar</p>
        <TableSlot id="catalog/RoomsPage" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByText('Top bar')).toBeInTheDocument();
  });
});

describe('RemoteErrorBoundary', () => {
  const Boom = (): ReactNode => {
    throw new Error('boom');
  };

  it('renders its children while they work', () => {
    const onError = jest.fn();
    render(
      <RemoteErrorBoundary fallback={<p>fallback</p>} onError={onError}>
        <p>content</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders the fallback and reports the error once a child throws; siblings outside keep rendering', () => {
    const onError = jest.fn();
    render(
      <>
        <p>footer</p>
        <RemoteErrorBoundary fallback={<p>fallback</p>} onError={onError}>
          <Boom />
        </RemoteErrorBoundary>
      </>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(screen.getByText('footer')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('a thrown non-Error value (even undefined) still shows the fallback', () => {
    const ThrowsUndefined = (): ReactNode => {
      throw undefined;
    };
    render(
      <RemoteErrorBoundary fallback={<p>fallback</p>}>
        <ThrowsUndefined />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});

describe('RemoteUnavailable', () => {
  it('is an alert with the message and a Retry button calling onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<RemoteUnavailable onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE);
    expect(alert).not.toHaveClass('compact');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('compact is the smaller box for sections inside a page', () => {
    render(<RemoteUnavailable compact onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveClass('compact');
  });
});

// The contract at compile time (docs/architecture.md §3): `npm run typecheck` fails when one of these
// misuses compiles. Jest only transpiles, so they are not run as a test.
export const misusesThatDoNotCompile = (
  <>
    {/* @ts-expect-error a typo of booking/BookingPanel is no exposed module */}
    <RemoteSlot id="booking/BookingPanl" />
    {/* @ts-expect-error BookingPanel needs the room */}
    <RemoteSlot id="booking/BookingPanel" />
    {/* @ts-expect-error a module without props takes none */}
    <RemoteSlot id="marketing/SpecialOffers" props={{ roomId: '1' }} />
    {/* @ts-expect-error pages are no contract's: the shell mounts them from their tables (TableSlot) */}
    <RemoteSlot id="catalog/RoomsPage" />
  </>
);
