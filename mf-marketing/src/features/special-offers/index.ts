import type { ComponentType } from 'react';
import type { ExposedModules } from '@hotel/shared';
import SpecialOffers from './SpecialOffers';

// The federated module marketing/SpecialOffers: webpack exposes this file, typed by the shell's contract (docs/architecture.md §3).
const exposed: ComponentType<ExposedModules['marketing/SpecialOffers']> = SpecialOffers;
export default exposed;
