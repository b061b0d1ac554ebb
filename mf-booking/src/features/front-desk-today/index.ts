import { lazy } from 'react';

// The federated module booking/FrontDeskTodayPage, in its own chunk named for the front desk.
export default lazy(() => import(/* webpackChunkName: "front-desk-today" */ './FrontDeskTodayPage'));
