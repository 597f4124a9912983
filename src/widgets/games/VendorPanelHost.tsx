/**
 * A list screen's vendor panel inside its island: the plain panel (./vendor-panel-mount.ts
 * mountVendorPanel, also home's vendor tabs), drawn into an element React leaves to it. The element
 * lays out nothing of its own (games.css .vendor-panel): its rows and sections are the list's.
 * The page carries the panel's templates (VendorPanelParts.astro, FailedTemplate.astro).
 */
import { useLayoutEffect, useRef } from 'react';
import { mountVendorPanel } from './vendor-panel-mount.ts';
import type { VendorPanelOptions } from './vendor-panel.ts';

export function VendorPanelHost({ category, language, context, texts }: VendorPanelOptions) {
  const host = useRef<HTMLDivElement>(null);
  // Before paint: the placeholders are there in the island's first frame, as they were in the prerendered one.
  useLayoutEffect(() => mountVendorPanel(host.current!, { category, language, context, texts }), [category]); // eslint-disable-line react-hooks/exhaustive-deps -- the rest is fixed for the screen
  return <div ref={host} className="vendor-panel" />;
}
