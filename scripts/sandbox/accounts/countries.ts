/** Countries of the dialling-code picker (systemCountry): the brand's market first, then the region, then the rest. */
import type { ValueOf } from '../../../src/contract/schemas.ts';

export const COUNTRIES: ValueOf<'systemCountry'> = [
  { code: 'MM', name: 'Myanmar', dialingCode: '95' },
  { code: 'TH', name: 'Thailand', dialingCode: '66' },
  { code: 'VN', name: 'Vietnam', dialingCode: '84' },
  { code: 'KH', name: 'Cambodia', dialingCode: '855' },
  { code: 'LA', name: 'Laos', dialingCode: '856' },
  { code: 'MY', name: 'Malaysia', dialingCode: '60' },
  { code: 'SG', name: 'Singapore', dialingCode: '65' },
  { code: 'PH', name: 'Philippines', dialingCode: '63' },
  { code: 'ID', name: 'Indonesia', dialingCode: '62' },
  { code: 'BN', name: 'Brunei', dialingCode: '673' },
  { code: 'IN', name: 'India', dialingCode: '91' },
  { code: 'BD', name: 'Bangladesh', dialingCode: '880' },
  { code: 'CN', name: 'China', dialingCode: '86' },
  { code: 'HK', name: 'Hong Kong', dialingCode: '852' },
  { code: 'TW', name: 'Taiwan', dialingCode: '886' },
  { code: 'JP', name: 'Japan', dialingCode: '81' },
  { code: 'KR', name: 'South Korea', dialingCode: '82' },
  { code: 'AU', name: 'Australia', dialingCode: '61' },
  { code: 'AE', name: 'United Arab Emirates', dialingCode: '971' },
  { code: 'GB', name: 'United Kingdom', dialingCode: '44' },
  { code: 'US', name: 'United States', dialingCode: '1' },
];
