/**
 * For a form island that may sit in a modal <dialog> (login, registration): how many times the
 * dialog has opened since the island mounted (0 on a page). An island inside a closed dialog
 * mounts on the first opening (client:visible), so this counts the re-openings: a captcha
 * refreshes on each (A §2 "Opening a registration modal refreshes the captcha").
 */
import { useEffect, useState, type RefObject } from 'react';
import { DIALOG_OPENED } from '../../shell/dialogs.ts';

export function useDialogOpens(inside: RefObject<Element | null>): number {
  const [opens, setOpens] = useState(0);
  useEffect(() => {
    const dialog = inside.current?.closest('dialog');
    if (!dialog) return;
    const onOpen = () => setOpens((count) => count + 1);
    dialog.addEventListener(DIALOG_OPENED, onOpen);
    return () => dialog.removeEventListener(DIALOG_OPENED, onOpen);
  }, [inside]);
  return opens;
}
