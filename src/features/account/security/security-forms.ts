/**
 * The security centre's three forms in one chunk, loaded on need (./security-centre.island.tsx):
 * most visits open none, and with the form kit they were 6 KB gzip of the page's first load
 * (issue 36: a page with a React island loads at most 104 KB before any action).
 */
export { default as EmailForm } from './email-form.tsx';
export { default as MobileForm } from './mobile-form.tsx';
export { default as PaymentForm } from './payment-form.tsx';
