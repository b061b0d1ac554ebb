import { lazy } from 'react';

// The federated module booking/FrontDeskActivityPage, in its own chunk named for the front desk.
export default lazy(() => import(/* webpackChunkName: "front-desk-activity" */ './FrontDeskActivityPage'));
