import { lazy } from 'react';

// The federated module booking/FrontDeskBookingsPage: the page's code is its own chunk, named for
// the front desk (front-desk-bookings), so the bench, the tests and a reader tell it from guest code.
export default lazy(() => import(/* webpackChunkName: "front-desk-bookings" */ './FrontDeskBookingsPage'));
