/**
 * A list screen's vendor panel inside its island: the plain panel (./vendor-panel-mount.ts
 * mountVendorPanel, also home's vendor tabs), drawn into an element React leaves to it. The element
 * lays out nothing of its own (games.css .vendor-panel): its rows and sections are the list's.
 * The page carries the panel's templates (VendorPanelParts.astro, FailedTemplate.astro).
 *
 * The mount's code comes when a panel is first shown (issue 36: only the vendor-only screens show
 * one, and the other lists carried it): until then the grid's placeholder tiles, which the island's
 * prerendered fallback shows (the page cannot know that the address asks for vendors), so the
 * screen changes once, when the mount draws the panel's placeholders of their final size; a load
 * that fails says so with Try again.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { translateError } from '../../lib/errors.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { TilePlaceholders } from './GameGrid.tsx';
import type { VendorPanelOptions } from './vendor-panel.ts';

type Mount = (typeof import('./vendor-panel-mount.ts'))['mountVendorPanel'];

const mountCode = lazyPart(
  () => import('./vendor-panel-mount.ts'),
  (module) => module.mountVendorPanel,
);

export function VendorPanelHost({ category, language, context, texts, retry }: VendorPanelOptions & { retry: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<Mount | 'failed' | null>(null);
  const load = useCallback(() => {
    setMount(null);
    mountCode.get().then(
      (loaded) => setMount(() => loaded),
      () => setMount('failed'),
    );
  }, []);
  useEffect(load, [load]);
  // Before paint: the mount draws the same placeholders in its first frame.
  useLayoutEffect(() => (typeof mount === 'function' ? mount(host.current!, { category, language, context, texts }) : undefined), [mount, category]); // eslint-disable-line react-hooks/exhaustive-deps -- the rest is fixed for the screen

  if (mount === 'failed') {
    // A part of the page that did not load is a network failure to the player: the catalogue's message for it.
    const reason = translateError(new ApiError('network', 'the vendor panel did not load'), context.messages);
    return <LoadFailed text={reason} action={retry} onAction={load} />;
  }
  if (mount === null) return <TilePlaceholders />;
  return <div ref={host} className="vendor-panel" />;
}
