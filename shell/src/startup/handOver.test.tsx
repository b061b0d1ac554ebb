import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { elementPath, PATH_ATTRIBUTE, USABLE, type FirstViewHost } from './firstView';
import { dropFirstView, handOverFirstView } from './handOver';

// The page as tools/first-view/prerender.mjs serves it: the picture, the style hiding #root, then #root.
function servedPage() {
  document.body.innerHTML =
    '<div id="first-view">picture</div><style id="first-view-style">#root{visibility:hidden}</style><div id="root"></div>';
  return document.getElementById('root')!;
}
const pictureShown = () =>
  document.getElementById('first-view') !== null && document.getElementById('first-view-style') !== null;

afterEach(() => jest.useRealTimers());

describe('handOverFirstView', () => {
  it('keeps the picture while the live page shows placeholders, and removes it once the content is in', async () => {
    const root = servedPage();
    root.innerHTML = '<header>Harborview</header><main><div aria-busy="true">Loading…</div></main><footer>©</footer>';
    handOverFirstView(root); // it looks at once, then at every change
    expect(pictureShown()).toBe(true);

    root.querySelector('main')!.innerHTML = '<div aria-busy="false"><h1>Our Rooms</h1></div>';
    await waitFor(() => expect(pictureShown()).toBe(false));
  });

  it('needs the footer too (the picture shows the whole page)', async () => {
    const root = servedPage();
    root.innerHTML = '<main><h1>Our Rooms</h1></main>';
    handOverFirstView(root);
    expect(pictureShown()).toBe(true);
    root.insertAdjacentHTML('beforeend', '<footer>©</footer>');
    await waitFor(() => expect(pictureShown()).toBe(false));
  });

  it("needs the site's footer, not a page's own (the login form's footer line)", async () => {
    const root = servedPage();
    root.innerHTML = '<main><h1>Forgot password?</h1><form><footer>New here? Create an account</footer></form></main>';
    handOverFirstView(root);
    await act(async () => undefined);
    expect(pictureShown()).toBe(true);
    root.insertAdjacentHTML('beforeend', '<footer>©</footer>');
    await waitFor(() => expect(pictureShown()).toBe(false));
  });

  it('shows the live page after the time limit, whatever it shows', () => {
    jest.useFakeTimers();
    const root = servedPage();
    root.innerHTML = '<main><div aria-busy="true"></div></main><footer></footer>';
    handOverFirstView(root, 5000);
    jest.advanceTimersByTime(4999);
    expect(pictureShown()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(pictureShown()).toBe(false);
  });

  it('does nothing on a page served without a picture', () => {
    document.body.innerHTML = '<div id="root"><main>Home</main><footer></footer></div>';
    expect(() => handOverFirstView(document.getElementById('root')!)).not.toThrow();
    expect(document.getElementById('root')).not.toBeNull();
  });
});

it('dropFirstView removes the picture at once (start-up failed: the live page says so)', () => {
  servedPage();
  dropFirstView();
  expect(pictureShown()).toBe(false);
});

/** A live page with a controlled field and a button, as React renders it. */
function LivePage() {
  const [email, setEmail] = useState('');
  const [opened, setOpened] = useState(0);
  // The guest's remembered choice, which the picture (taken for everyone) cannot show.
  const [currency, setCurrency] = useState('EUR');
  return (
    <>
      <main>
        <h1>Sign in</h1>
        <label>
          Email
          <input value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <button type="button" onClick={() => setOpened((n) => n + 1)}>
          Menu
        </button>
        <select aria-label="Currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
          <option>USD</option>
          <option>EUR</option>
          <option>GBP</option>
        </select>
        <p>Typed: {email || 'nothing'}</p>
        <p>Shown in {currency}</p>
        <p>Menu opened {opened} times</p>
      </main>
      <footer>©</footer>
    </>
  );
}

/** The served page with the picture taken from the live one (as the prerender does), in an open root here. */
function pictureOf(root: HTMLElement): { host: FirstViewHost; shadow: ShadowRoot } {
  for (const el of root.querySelectorAll(USABLE)) el.setAttribute(PATH_ATTRIBUTE, elementPath(root, el));
  const host = document.createElement('harborview-first-view') as FirstViewHost;
  host.id = 'first-view';
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = root.innerHTML;
  host.hvRoot = shadow;
  host.hvClicks = [];
  const style = document.createElement('style');
  style.id = 'first-view-style';
  document.body.prepend(host, style);
  return { host, shadow };
}

describe('what the guest did in the picture moves to the live page', () => {
  it('typed text reaches the live field (and its state), which takes the focus', async () => {
    const { container } = render(<LivePage />);
    const { shadow } = pictureOf(container);
    const field = shadow.querySelector('input')!;
    field.focus();
    field.value = 'ada@example.com';
    act(() => handOverFirstView(container));
    expect(await screen.findByText('Typed: ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(document.getElementById('first-view')).toBeNull();
  });

  it('buttons clicked before the hand-over are clicked on the live page, in order', async () => {
    const { container } = render(<LivePage />);
    const { host, shadow } = pictureOf(container);
    const button = shadow.querySelector('button')!;
    host.hvClicks!.push(button.getAttribute(PATH_ATTRIBUTE)!, button.getAttribute(PATH_ATTRIBUTE)!);
    act(() => handOverFirstView(container));
    expect(await screen.findByText('Menu opened 2 times')).toBeInTheDocument();
  });

  it('a field left as it was is not touched', async () => {
    const { container } = render(<LivePage />);
    pictureOf(container);
    act(() => handOverFirstView(container));
    await waitFor(() => expect(document.getElementById('first-view')).toBeNull());
    expect(screen.getByText('Typed: nothing')).toBeInTheDocument();
  });

  it("a list left as the picture showed it keeps the live page's choice (a remembered currency stays)", async () => {
    const { container } = render(<LivePage />);
    pictureOf(container); // its copy of the list shows the first option, as a served picture does
    act(() => handOverFirstView(container));
    await waitFor(() => expect(document.getElementById('first-view')).toBeNull());
    expect(screen.getByText('Shown in EUR')).toBeInTheDocument();
  });

  it('a choice made in the picture reaches the live list', async () => {
    const { container } = render(<LivePage />);
    const { shadow } = pictureOf(container);
    shadow.querySelector('select')!.value = 'GBP';
    act(() => handOverFirstView(container));
    expect(await screen.findByText('Shown in GBP')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });
});
