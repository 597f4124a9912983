import { ageLimit } from 'virtual:brand';
import { writeStorage } from '../../lib/storage.ts';
import { AGE_CONFIRMED_KEY } from './age.ts';

/** Remembers on this device that the player confirmed the brand's age limit (age.ts). */
export function rememberAgeConfirmed(): void {
  writeStorage(AGE_CONFIRMED_KEY, String(ageLimit));
}
