import { TOUR_CLAIMS } from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import type { Stat } from '../components/StatList.tsx';

/** The platform's headline numbers, as the guided tour claims them (spec 1 §1). */
export const CLAIM_STATS: Stat[] = [
  { value: TOUR_CLAIMS.monthlyOpportunities, label: 'brand opportunities every month' },
  { value: TOUR_CLAIMS.stores, label: `stores across ${TOUR_CLAIMS.countries} countries` },
  { value: TOUR_CLAIMS.households, label: `households reached by ${BRAND.name} TV` },
];
