/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ROOM_IMAGE_PLACEHOLDER } from '../domain/roomDefaults';
import { testPhoto } from '../testing/fixtures';
import { RoomImage } from '.';

describe('RoomImage', () => {
  it("shows the room's image with the caller's size and loading", () => {
    render(<RoomImage src="/rooms/harbour.jpg" alt="Harbour Suite" width={800} height={600} loading="lazy" />);
    const img = screen.getByRole('img', { name: 'Harbour Suite' });
    expect(img).toHaveAttribute('src', '/rooms/harbour.jpg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('a broken image is replaced by the placeholder, which is not retried when it fails too', () => {
    render(<RoomImage src="/rooms/missing.jpg" alt="Room" />);
    const img = screen.getByRole('img', { name: 'Room' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
  });

  it("a staff photo offers every size and reserves the photo's box; broken, it falls back to the placeholder alone", () => {
    const photo = testPhoto({ width: 1600, height: 1200 });
    render(<RoomImage src="/rooms/harbour.jpg" photo={photo} sizes="100vw" alt={photo.alt} />);
    const img = screen.getByRole('img', { name: photo.alt });
    expect(img).toHaveAttribute('src', photo.sizes[1]!.url);
    expect(img.getAttribute('srcset')).toBe(photo.sizes.map((s) => `${s.url} ${s.width}w`).join(', '));
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
    expect(img).not.toHaveAttribute('srcset');
  });

  it('no image at all shows the placeholder; decorative by default (empty alt)', () => {
    const { container } = render(<RoomImage src="" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
    expect(img).toHaveAttribute('alt', '');
  });

  it("another room's image gets its own chance after the previous one failed", () => {
    const { rerender } = render(<RoomImage src="/rooms/a.jpg" alt="Room" />);
    fireEvent.error(screen.getByRole('img', { name: 'Room' }));
    rerender(<RoomImage src="/rooms/b.jpg" alt="Room" />);
    expect(screen.getByRole('img', { name: 'Room' })).toHaveAttribute('src', '/rooms/b.jpg');
  });
});
