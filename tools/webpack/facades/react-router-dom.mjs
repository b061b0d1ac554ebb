// The `react-router-dom` that the front ends share (a Module Federation singleton).
//
// Shared modules are not tree-shaken: a consumer may use any export, so the whole of react-router
// (~61 KB gzip: data routers, server rendering, RSC, sessions, …) would ship to every page. Our
// apps use the declarative component router only, so the shared `react-router-dom` is this facade:
// exactly the component-router API, re-exported from react-router (which webpack can tree-shake).
// It is still ONE shared singleton (share key `react-router-dom`, the installed version).
//
// tools/webpack/router-facade-check.mjs checks at build time that every name a package imports from
// 'react-router-dom' is listed here; add a name here when a team needs one more.
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
