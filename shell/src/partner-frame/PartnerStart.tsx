import { ROUTES, roomPath } from '@hotel/shared';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * `/partner/book?roomId=&checkIn=&checkOut=&guests=&promo=` (what embed.js's `open` frames): the
 * one room's page, or the rooms free for the stay, with the rest of the query as our own deep
 * links take it. Rendered only once the partner is verified (the frame's layout holds it back).
 */
export default function PartnerStart() {
  const query = new URLSearchParams(useLocation().search);
  const roomId = query.get('roomId');
  query.delete('roomId');
  // Guests alone are no search of the rooms list (it would ask for the dates): the list opens plain.
  if (!roomId && !query.has('checkIn') && !query.has('checkOut')) query.delete('guests');
  const rest = query.toString();
  const path = roomId ? roomPath(roomId) : ROUTES.rooms;
  return <Navigate to={`${path}${rest ? `?${rest}` : ''}`} replace />;
}
