import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

function Page() {
  useScrollRestoration();
  return <Link to="/contact">Contact</Link>;
}

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  // Where the guest scrolled the page's first view to before the app took over.
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
});

test('the opening page stays where the guest scrolled its first view; a link followed starts at the top', () => {
  render(
    <MemoryRouter initialEntries={['/rooms']}>
      <Page />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
