import { toast } from 'react-toastify';
import { notify } from './notify';

it('shows the toast of the kind asked for, with its options', async () => {
  await notify('error', 'Failed to fetch bookings', { autoClose: 3000 });
  await notify('success', 'Booking cancelled', { toastId: 'x' });
  await notify('info', 'Logout successful!.');
  expect(toast.error).toHaveBeenCalledWith('Failed to fetch bookings', { autoClose: 3000 });
  expect(toast.success).toHaveBeenCalledWith('Booking cancelled', { toastId: 'x' });
  expect(toast.info).toHaveBeenCalledWith('Logout successful!.');
});
