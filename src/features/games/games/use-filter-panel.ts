/**
 * The filter panel's code (./FilterPanel.tsx) on need: it opens on a tap (the header's title and
 * search icon, the active filter's chip, all `[data-open="filter-panel"]`), and most visits open
 * none (issue 36: a page with a React island loads at most 104 KB before any action). The code
 * comes at the first touch or focus on an opener; a tap made while it loads is held here (the
 * shell, which opens dialogs, would find none) and opens the panel once it is drawn. A load that
 * fails says so like a lost connection (a toast), and the next tap tries again.
 */
import { createElement, useEffect, useState } from 'react';
import { showToast } from '../../../components/form/toast.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { openDialog } from '../../../shell/dialogs.ts';

/** The panel's dialog, which its openers name. */
export const FILTER_PANEL_ID = 'filter-panel';

import type { FilterPanelProps } from './FilterPanel.tsx';

type Panel = (typeof import('./FilterPanel.tsx'))['FilterPanel'];

/** The panel's component once its code has come. */
let loadedPanel: Panel | null = null;

const panelCode = lazyPart(
  () => import('./FilterPanel.tsx'),
  (module) => (loadedPanel = module.FilterPanel),
);

/** The filter panel, drawn once its code is here (useFilterPanel answers when). */
export function LazyFilterPanel(props: FilterPanelProps) {
  return loadedPanel ? createElement(loadedPanel, props) : null;
}

const OPENER = `[data-open="${FILTER_PANEL_ID}"]`;
const isOpener = (event: Event) => event.target instanceof Element && event.target.closest(OPENER) !== null;

/** Whether the panel's code is here (the island draws LazyFilterPanel then). */
export function useFilterPanel(messages: ErrorMessages): boolean {
  const [panel, setPanel] = useState(loadedPanel !== null);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (panel) return;
    const warm = (event: Event) => {
      if (isOpener(event)) panelCode.warm();
    };
    const tap = (event: Event) => {
      if (!isOpener(event)) return;
      event.preventDefault();
      event.stopPropagation();
      panelCode.get().then(
        () => {
          setPanel(true);
          setOpening(true);
        },
        (reason: unknown) => showToast({ text: translateError(reason, messages), kind: 'error' }),
      );
    };
    // Capture: before the shell's click handler, which would find no dialog yet.
    document.addEventListener('pointerdown', warm, true);
    document.addEventListener('focusin', warm, true);
    document.addEventListener('click', tap, true);
    return () => {
      document.removeEventListener('pointerdown', warm, true);
      document.removeEventListener('focusin', warm, true);
      document.removeEventListener('click', tap, true);
    };
  }, [panel, messages]);

  // After the commit that drew the panel: its dialog is in the page.
  useEffect(() => {
    if (!panel || !opening) return;
    setOpening(false);
    openDialog(FILTER_PANEL_ID);
  }, [panel, opening]);

  return panel;
}
