import { SITE_TITLE, type PageTable } from '@hotel/shared/pages';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { ROUTES } from '@hotel/shared/routes';

/**
 * Marketing's pages (docs/architecture.md §3, "Pages"): the build publishes this table in the
 * manifest, and the shell routes, titles, preloads and prerenders from it. README: "Adding a page".
 * SpecialOffers is not a page: the shell's layout mounts it on every page.
 */
export const pages = [
  { path: ROUTES.home, module: 'marketing/HomePage', title: SITE_TITLE, skeleton: 'hero', access: 'public', firstView: true },
  {
    path: ROUTES.amenities,
    module: 'marketing/AmenitiesPage',
    title: 'Amenities',
    skeleton: 'page',
    access: 'public',
    firstView: true,
  },
  { path: ROUTES.contact, module: 'marketing/ContactPage', title: 'Contact', skeleton: 'page', access: 'public', firstView: true },
  // The front desk's contact inbox (docs/product.md "Front desk", "Messages"): staff only, no first view.
  {
    path: FRONT_DESK_ROUTES.messages,
    module: 'marketing/FrontDeskMessagesPage',
    title: 'Messages · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
] as const satisfies PageTable;
