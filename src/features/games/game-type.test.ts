import { describe, expect, it } from 'vitest';
import { gameTypeFromQuery } from './game-type.ts';

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
});
