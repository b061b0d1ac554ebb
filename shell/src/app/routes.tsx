import { ROUTES, type Room } from '@hotel/shared';
import { useCallback } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { GridSkeleton, HeroSkeleton, PanelSkeleton } from '../remotes/Skeletons';

/** ROUTES.roomDetails → catalog/RoomDetailsPage, its booking area filled by booking/BookingPanel. */
function RoomDetailsRoute() {
  const { id } = useParams();
  const bookingSlot = useCallback(
    (room: Room) => (
      <RemoteSlot id="booking/BookingPanel" props={{ room }} skeleton={<PanelSkeleton />} onFailure="compact" />
    ),
    [],
  );
  return <RemoteSlot id="catalog/RoomDetailsPage" props={{ roomId: id, bookingSlot }} />;
}

/** Routes of docs/product.md §2 → exposed modules of docs/architecture.md §3. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RemoteSlot id="marketing/HomePage" skeleton={<HeroSkeleton />} />} />
        <Route path={ROUTES.amenities} element={<RemoteSlot id="marketing/AmenitiesPage" />} />
        <Route path={ROUTES.contact} element={<RemoteSlot id="marketing/ContactPage" />} />
        <Route path={ROUTES.rooms} element={<RemoteSlot id="catalog/RoomsPage" skeleton={<GridSkeleton />} />} />
        <Route path={ROUTES.roomDetails} element={<RoomDetailsRoute />} />
        <Route path={ROUTES.myBookings} element={<RemoteSlot id="booking/MyBookingsPage" />} />
        <Route path={ROUTES.login} element={<RemoteSlot id="account/LoginPage" />} />
        <Route path={ROUTES.register} element={<RemoteSlot id="account/RegisterPage" />} />
        <Route path={ROUTES.forgotPassword} element={<RemoteSlot id="account/ForgotPasswordPage" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
