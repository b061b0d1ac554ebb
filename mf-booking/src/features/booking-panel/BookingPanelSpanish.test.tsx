// The booking panel in Spanish (docs/architecture.md §15): a guest on /es/ reads the panel, its
// calendar (months and weekdays by Intl, Monday first), the rates' rules, the summary and the
// toast in Spanish, with ICU plurals ("1 noche", "3 noches"); the booking sent is the same.
import { roomPath, type NewBooking, type RatePeriod, type Room } from '@hotel/shared';
import { apiUrl, requestLog, setTestDate, speak, testBooking, testRatePeriod, testRoom } from '@hotel/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import { openPanel } from './openPanel.fixture';

setTestDate('2099-01-15T20:00:00Z');
const june = (d: number) => `2099-06-${String(d).padStart(2, '0')}`;
const period = (p: Partial<RatePeriod>): RatePeriod => testRatePeriod({ _id: 'p', from: june(1), to: june(2), price: 200, ...p });
const room: Room = testRoom({
  _id: 'room-1',
  price: 200,
  discountPrice: null,
  capacity: 2,
  rates: { weekendPrice: null, periods: [period({ _id: 'season', from: june(15), to: june(18), price: 300, minNights: 3 })] },
});
const posted = requestLog<NewBooking>();

/** The panel at `path` on a Spanish page; its booking's answer carries a confirmation code. */
function openInSpanish(path: string) {
  speak('es');
  const booked = http.post(apiUrl('/bookings'), async ({ request }) => {
    posted.push((await request.json()) as NewBooking);
    return HttpResponse.json(testBooking({ confirmationCode: 'HV-7K3M9Q' }), { status: 201 });
  });
  return openPanel(room, path, posted, [booked]);
}

describe('BookingPanel in Spanish', () => {
  it('the panel, its calendar, the summary and the toast speak Spanish, and the booking sent is the same', async () => {
    const user = await openInSpanish(roomPath('room-1', { checkIn: june(8), checkOut: june(11), guests: 2 }));
    expect(screen.getByRole('heading', { name: 'Reserve esta habitación' })).toBeInTheDocument();
    expect(screen.getByText(/^desde/)).toHaveTextContent('desde $200 / noche');
    expect(screen.getByText('Importe total', { selector: 'span' }).parentElement).toHaveTextContent('Importe total$750');
    expect(screen.getByText('3 noches × $250')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Noches' })).toHaveDisplayValue('3 noches');
    expect(screen.getByRole('option', { name: '1 noche' })).toBeInTheDocument();
    expect(screen.getByText('¡La fecha está disponible!')).toBeInTheDocument();
    expect(screen.getByText('Esta habitación admite 2 huéspedes.')).toBeInTheDocument();
    // The calendar: Intl's month and weekdays, the week from Monday, each day named in Spanish.
    const grid = screen.getByRole('grid', { name: 'junio de 2099' });
    expect([...grid.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(within(grid).getByRole('button', { name: /^8, \$200 por noche, lunes, 8 de junio de 2099, llegada$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir al mes siguiente' })).toBeInTheDocument();
    expect(screen.getByText('Llegadas del lun, 15 jun al mié, 17 jun: 3 noches como mínimo.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reservar ahora' }));
    const dialog = screen.getByRole('dialog', { name: 'Resumen de la reserva' });
    expect(within(dialog).getByText('Llegada').nextElementSibling).toHaveTextContent('lun, 8 jun 2099');
    expect(within(dialog).getByText('Noches', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3 noches');
    expect(within(dialog).getByRole('columnheader', { name: 'Para 2 huéspedes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /^Importe total/ })).toHaveTextContent('Importe total$750');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reserva' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('¡Habitación reservada! Código de confirmación: HV-7K3M9Q', { autoClose: 3000 }),
    );
    expect(posted).toEqual([expect.objectContaining({ roomId: 'room-1', bookingDate: june(8), nights: 3, guests: 2 })]);
  });

  it("a rate's minimum stay and a stay that is too short are said in Spanish", async () => {
    await openInSpanish(roomPath('room-1', { checkIn: june(15), checkOut: june(16), guests: 1 }));
    expect(await screen.findByText('Esta habitación exige un mínimo de 3 noches para las llegadas del lun, 15 jun.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar ahora' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Salida'), { target: { value: june(15) } });
    expect(await screen.findByText('La salida debe ser posterior a la llegada.')).toBeInTheDocument();
  });
});
