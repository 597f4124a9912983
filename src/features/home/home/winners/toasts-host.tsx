/** The form kit's toasts in a React root of their own, for the winner board's vanilla script. */
import { createRoot } from 'react-dom/client';
import Toasts from '../../../../components/form/Toasts.tsx';

export function drawToasts(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toasts />);
}
