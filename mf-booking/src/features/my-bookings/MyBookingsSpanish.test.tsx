// My Bookings in Spanish (docs/architecture.md §15): the list, the cancellation window in the hotel's
// clock, the change-dates and cancel dialogs and their toasts, and the empty state, all in Spanish
// with Intl's dates and ICU plurals.
import { ada, apiUrl, renderRemote, setTestDate, speak, testBooking as booking, testRoom } from '@hotel/shared/testing';
import type { Booking } from '@hotel/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import MyBookingsPage from './MyBookingsPage';

// Two days before the stay of June 1 in the hotel's zone (Pacific): one day left to cancel.
setTestDate('2099-05-30T20:00:00Z');

function open(bookings: Booking[]) {
  speak('es');
  const user = userEvent.setup();
  const cancelled: string[] = [];
  renderRemote(<MyBookingsPage />, {
    path: '/my-bookings',
    user: ada,
    http: [
      http.get(apiUrl('/bookings/:email'), () => HttpResponse.json(bookings)),
      http.get(apiUrl('/reviews/mine'), () => HttpResponse.json([])),
      http.get(apiUrl('/rooms/:id'), () => HttpResponse.json(testRoom({ _id: 'room-1', price: 250, discountPrice: null, bookedDates: [] }))),
      http.delete(apiUrl('/bookings/:id'), ({ params }) => {
        cancelled.push(String(params.id));
        return HttpResponse.json({});
      }),
    ],
  });
  return { user, cancelled };
}

describe('MyBookingsPage in Spanish', () => {
  it('a booking reads in Spanish: its stay, its cancellation window, its actions, and the cancel dialog and toast', async () => {
    const { user, cancelled } = open([booking({ nights: 3, price: 750 })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis reservas' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Llegada').nextElementSibling).toHaveTextContent('lun, 1 jun 2099');
    expect(within(card).getByText('3 noches · 2 huéspedes · $750')).toBeInTheDocument();
    expect(card).toHaveTextContent('Reserva HV-7K3M9Q · confirmada · Cancelación gratuita hasta el 31 may, 0:00 hora del Pacífico · Queda 1 día para cancelar');
    expect(within(card).getByRole('link', { name: 'Ver habitación' })).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Escribir reseña: Harbour Suite, 2099-06-01' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cambiar fecha: Harbour Suite, 2099-06-01' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cambiar fecha' });
    expect(dialog).toHaveTextContent(
      'Harbour Suite, ahora 3 noches del lun, 1 jun 2099 al jue, 4 jun 2099. Cancelación gratuita hasta el 31 may, 0:00 hora del Pacífico. Queda 1 día para cancelar.',
    );
    expect(within(dialog).getByLabelText('Nueva llegada')).toHaveValue('2099-06-01');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(card).getByRole('button', { name: 'Cancelar: Harbour Suite, 2099-06-01' }));
    dialog = await screen.findByRole('dialog', { name: '¿Cancelar la reserva?' });
    expect(dialog).toHaveTextContent(
      'Su reserva de Harbour Suite, 3 noches desde el lun, 1 jun 2099, se cancelará y sus noches quedarán libres para otros huéspedes.',
    );
    expect(within(dialog).getByRole('button', { name: 'Mantener la reserva' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar la reserva' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('¡Reserva cancelada! La habitación vuelve a estar disponible.', { autoClose: 3000 }),
    );
    expect(cancelled).toEqual([booking()._id]);
  });

  it('a stay that has begun says its state, and one night is "1 noche"', async () => {
    open([booking({ status: 'checked-in', bookingDate: '2099-05-29', nights: 1, price: 250 })]);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' })).closest('li') as HTMLElement;
    expect(within(card).getByText('1 noche · 2 huéspedes · $250')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Estancias pasadas' })).toBeInTheDocument();
    expect(within(card).getByText('Registrada')).toBeInTheDocument();
    expect(screen.getByText('No tiene estancias próximas.')).toBeInTheDocument();
  });

  it('no bookings: the empty state in Spanish, with the way to the rooms', async () => {
    open([]);
    expect(await screen.findByText('Todavía no tiene reservas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver habitaciones' })).toHaveAttribute('href', '/rooms');
  });
});
