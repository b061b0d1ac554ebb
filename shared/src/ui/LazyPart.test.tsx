/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPart } from '.';

function Map({ zoom }: { zoom: number }) {
  return <p>Map at zoom {zoom}</p>;
}

/** A dynamic import whose chunk fails to download `failures` times, then arrives. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = jest.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new Error('Loading chunk 42 failed.'))
      : Promise.resolve({ default: Map });
  });
  return load;
}

describe('LazyPart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the part with its props once its code is in, the loading content before', async () => {
    render(<LazyPart load={flakyImport(0)} props={{ zoom: 15 }} loading={<p>Loading map</p>} />);
    expect(screen.getByText('Loading map')).toBeInTheDocument();
    expect(await screen.findByText('Map at zoom 15')).toBeInTheDocument();
  });

  it('a failed download costs this part only: what stays, the notice and Retry, the rest untouched', async () => {
    const onFailedChange = jest.fn();
    render(
      <main>
        <h1>Home</h1>
        <LazyPart
          load={flakyImport(1)}
          props={{ zoom: 15 }}
          loading={null}
          failed={<p>First slide</p>}
          onFailedChange={onFailedChange}
        />
        <p>Footer</p>
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByText('First slide')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Footer')).toBeInTheDocument();
    expect(onFailedChange).toHaveBeenLastCalledWith(true);
  });

  it('Retry imports the part again (a rejected React.lazy would stay rejected) and recovers', async () => {
    const load = flakyImport(2);
    const user = userEvent.setup();
    render(<LazyPart load={load} props={{ zoom: 15 }} loading={null} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument(); // failed again
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Map at zoom 15')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
