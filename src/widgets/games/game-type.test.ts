import { describe, expect, it } from 'vitest';
import { gameTypeFromQuery, vendorListCategory } from './game-type.ts';

describe('game type of /m/gameList and /m/gameCenter', () => {
  it('reads ?gameType=, default RNG', () => {
    expect(gameTypeFromQuery('?gameType=LIVE')).toBe('LIVE');
    expect(gameTypeFromQuery('?gameType=fish')).toBe('FISH');
    expect(gameTypeFromQuery('')).toBe('RNG');
    expect(gameTypeFromQuery('?gameType=<script>')).toBe('RNG');
  });
  it('e-sports and cockfight show as SPORTS', () => {
    expect(gameTypeFromQuery('?gameType=ESPORTS')).toBe('SPORTS');
    expect(gameTypeFromQuery('?gameType=COCKFIGHT')).toBe('SPORTS');
  });
  it('the SPORTS screen lists the vendors of the category asked for', () => {
    expect(vendorListCategory('?gameType=ESPORTS')).toBe('ESPORTS');
    expect(vendorListCategory('?gameType=cockfight')).toBe('COCKFIGHT');
    expect(vendorListCategory('')).toBe('SPORTS');
    expect(vendorListCategory('?gameType=RNG')).toBe('SPORTS');
  });
});
