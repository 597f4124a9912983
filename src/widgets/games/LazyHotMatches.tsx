/**
 * Home's hot matches (./HotMatches.tsx) under its vendor tabs, loaded with the first sports or
 * e-sports tab opened: placeholders of the final size meanwhile; offline, Try again. (The list
 * screens load them with the vendors: ./LazyVendorPanel.tsx.)
 */
import { Suspense } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { lazyWithRetry, type RetryProps } from '../../components/lazy-with-retry.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { translateError } from '../../lib/errors.ts';
import type { HotMatchesProps } from './HotMatches.tsx';
import { hasHotMatches, HotMatchesSection, MatchPlaceholders } from './HotMatchesPlaceholder.tsx';

const Matches = lazyWithRetry(
  () => import('./HotMatches.tsx'),
  (module) => module.HotMatches,
  ({ category, context, texts, onRetry }: HotMatchesProps & RetryProps) => (
    <HotMatchesSection title={texts.hotMatches.title} category={category}>
      <LoadFailed text={translateError(new ApiError('network', 'the hot matches did not load'), context.messages)} action={texts.retry} onAction={onRetry} />
    </HotMatchesSection>
  ),
);

export function LazyHotMatches({ category, ...props }: Omit<HotMatchesProps, 'category'> & { category: string }) {
  if (!hasHotMatches(category)) return null;
  return (
    <Suspense
      fallback={
        <HotMatchesSection title={props.texts.hotMatches.title} category={category}>
          <MatchPlaceholders />
        </HotMatchesSection>
      }
    >
      <Matches category={category} {...props} />
    </Suspense>
  );
}
