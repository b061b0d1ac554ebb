import { waitFor } from '@testing-library/react';
import { dropFirstView, handOverFirstView } from './firstView';

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
