import type { PageModule } from '@hotel/shared';
import FrontDeskExchangeRatesPage from './FrontDeskExchangeRatesPage';

// booking/FrontDeskExchangeRatesPage, a staff page of src/pages.ts: its build exposes this file in the chunk front-desk-exchange-rates (docs/architecture.md §3).
const page: PageModule = FrontDeskExchangeRatesPage;
export default page;
