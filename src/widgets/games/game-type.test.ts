import { describe, expect, it } from 'vitest';
import { gameTypeFromQuery, vendorListCategory } from './game-type.ts';

describe('game type of /m/gameList and /m/gameCenter', () => {
  // ?gameType= is read, default RNG; e-sports and cockfight show as SPORTS, and that screen lists the
  // vendors of the category asked for (SPORTS for any other).
  it.each([
    ['?gameType=LIVE', 'LIVE', 'SPORTS'],
    ['?gameType=fish', 'FISH', 'SPORTS'],
    ['', 'RNG', 'SPORTS'],
    ['?gameType=<script>', 'RNG', 'SPORTS'],
    ['?gameType=RNG', 'RNG', 'SPORTS'],
    ['?gameType=ESPORTS', 'SPORTS', 'ESPORTS'],
    ['?gameType=COCKFIGHT', 'SPORTS', 'COCKFIGHT'],
    ['?gameType=cockfight', 'SPORTS', 'COCKFIGHT'],
  ])('%j shows %s, and on the SPORTS screen the vendors of %s', (query, gameType, vendors) => {
    expect(gameTypeFromQuery(query)).toBe(gameType);
    expect(vendorListCategory(query)).toBe(vendors);
  });
});
