/**
 * The vendor panel (./VendorPanel.tsx) as a part of an island loaded when it first shows: its room
 * held by placeholders of the final size meanwhile; offline, it says so with Try again.
 */
import { Suspense } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { lazyWithRetry, type RetryProps } from '../../components/lazy-with-retry.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { translateError } from '../../lib/errors.ts';
import { VendorPanelPlaceholder } from './HotMatchesPlaceholder.tsx';
import type { VendorPanelProps } from './VendorPanel.tsx';

const Panel = lazyWithRetry(
  () => import('./VendorPanel.tsx'),
  (module) => module.VendorPanel,
  ({ context, texts, onRetry }: VendorPanelProps & RetryProps) => (
    // A part that did not load is a network failure to the player: the catalogue's message for it.
    <LoadFailed text={translateError(new ApiError('network', 'the vendor panel did not load'), context.messages)} action={texts.retry} onAction={onRetry} />
  ),
);

export function LazyVendorPanel(props: VendorPanelProps) {
  return (
    <Suspense fallback={<VendorPanelPlaceholder category={props.category} texts={props.texts} />}>
      <Panel {...props} />
    </Suspense>
  );
}
