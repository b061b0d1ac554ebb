export { useRouteTitle } from './useRouteTitle';
export { useScrollRestoration } from './useScrollRestoration';
