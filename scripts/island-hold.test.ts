import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { heldOnlyDirective, ISLAND_HOLD_MAX_MS } from '../src/shell/island-hold.ts';
import { ASTRO_ONLY_DIRECTIVE, withHeldIslands } from './island-hold.ts';

const page = (body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
const island = '<div data-island-hold><astro-island uid="a" component-url="/_astro/List.island.js" client="only"></astro-island></div>';

/** Runs a directive script in a window of its own; `start` is what the island's start() does with it. */
function directiveWindow(script: string) {
  const listeners = new Map<string, () => void>();
  const window = {
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    dispatchEvent: () => true,
    setTimeout,
    Event: class {},
  } as Record<string, unknown>;
  window.self = window;
  window.window = window;
  runInNewContext(script, window);
  const load = vi.fn(async () => () => undefined);
  const start = () => (window.Astro as { only: (load: () => Promise<() => void>) => Promise<void> }).only(load);
  const release = () => {
    window.__islandsReleased = true;
    listeners.get('islands-released')?.();
  };
  const started = () => window.__islandsStarted === true;
  return { start, load, release, started };
}

describe('held client-only islands', () => {
  it('knows the directive script of the Astro installed (a new Astro must be looked at: the build stops)', () => {
    const astroOnly = readFileSync(join(import.meta.dirname, '../node_modules/astro/dist/runtime/client/only.prebuilt.js'), 'utf8');
    expect(astroOnly).toContain(ASTRO_ONLY_DIRECTIVE);
  });

  it("swaps Astro's directive script for the held one on a page that asks for the hold, and leaves other pages", () => {
    const held = withHeldIslands(page(`<script>${ASTRO_ONLY_DIRECTIVE}</script>${island}`));
    expect(held).toContain(heldOnlyDirective());
    expect(held).not.toContain(ASTRO_ONLY_DIRECTIVE);
    const home = page(`<script>${ASTRO_ONLY_DIRECTIVE}</script><astro-island client="only"></astro-island>`);
    expect(withHeldIslands(home)).toBe(home);
  });

  it('stops the build, naming the page, when a page asking for the hold lacks the known script', () => {
    expect(() => withHeldIslands(page(`<script>(self.Astro||(self.Astro={})).only=x</script>${island}`), 'dist/lotus/m/home/index.html')).toThrow(
      /dist\/lotus\/m\/home\/index\.html: .*client:only/,
    );
  });

  it('loads the island once released, not before, and says it has started', async () => {
    const island = directiveWindow(heldOnlyDirective());
    const starting = island.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(island.load).not.toHaveBeenCalled();
    expect(island.started(), 'a page script may still ask for what the island would').toBe(false);
    island.release();
    await starting;
    expect(island.load).toHaveBeenCalledOnce();
    expect(island.started()).toBe(true);
  });

  it('loads at once when released before the island started, and after the longest hold when never released', async () => {
    const early = directiveWindow(heldOnlyDirective());
    early.release();
    await early.start();
    expect(early.load).toHaveBeenCalledOnce();

    vi.useFakeTimers();
    try {
      const never = directiveWindow(heldOnlyDirective());
      const started = never.start();
      await vi.advanceTimersByTimeAsync(ISLAND_HOLD_MAX_MS - 1);
      expect(never.load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await started;
      expect(never.load).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
