import { createElement, lazy } from 'react';

// The federated module booking/FrontDeskActivityPage: the page's code is its own chunk, named for the front desk
// (front-desk-activity), so the bench, the tests and a reader tell it from guest code. A function component
// around the lazy page: the shell's own React.lazy must resolve to a component, not to another lazy.
const Page = lazy(() => import(/* webpackChunkName: "front-desk-activity" */ './FrontDeskActivityPage'));
export default function FrontDeskActivityPage() {
  return createElement(Page);
}
