export { useRouteTitle } from './useRouteTitle';
export { useScrollRestoration } from './useScrollRestoration';
export { useAlternates } from './useAlternates';
