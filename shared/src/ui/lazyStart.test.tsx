/** @jest-environment jsdom */
// When lazy parts start to download: after the first paint, and near the viewport (jsdom has no
// layout, so the IntersectionObserver is a stand-in the test drives).
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { useAfterPaint, useNearViewport } from '.';

function Painted() {
  return <p>{useAfterPaint() ? 'carousel' : 'first slide'}</p>;
}

function Map() {
  const [box, near] = useNearViewport<HTMLDivElement>('200px');
  return <div ref={box}>{near ? 'map' : 'map placeholder'}</div>;
}

describe('useAfterPaint', () => {
  it('is false for the first frame and true once it has painted (two animation frames)', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    render(<Painted />);
    expect(screen.getByText('first slide')).toBeInTheDocument();
    act(() => frames.shift()!(0));
    expect(screen.getByText('first slide')).toBeInTheDocument();
    act(() => frames.shift()!(16));
    expect(screen.getByText('carousel')).toBeInTheDocument();
  });
});

describe('useNearViewport', () => {
  const observers: { cb: IntersectionObserverCallback; margin?: string; observed: Element[]; disconnected: boolean }[] =
    [];
  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      o: (typeof observers)[number];
      constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        this.o = { cb, margin: init?.rootMargin, observed: [], disconnected: false };
        observers.push(this.o);
      }
      observe(el: Element) {
        this.o.observed.push(el);
      }
      disconnect() {
        this.o.disconnected = true;
      }
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.restoreAllMocks();
  });

  const cross = (isIntersecting: boolean) =>
    act(() => observers[0]!.cb([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

  it('stays false while the element is far from the viewport, then true for good once it nears it', () => {
    render(<Map />);
    expect(screen.getByText('map placeholder')).toBeInTheDocument();
    expect(observers[0]!.margin).toBe('200px');
    expect(observers[0]!.observed).toEqual([screen.getByText('map placeholder')]);
    cross(false);
    expect(screen.getByText('map placeholder')).toBeInTheDocument();
    cross(true);
    expect(screen.getByText('map')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Map />);
    expect(screen.getByText('map')).toBeInTheDocument();
  });
});
