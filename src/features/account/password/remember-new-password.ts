/**
 * The remembered login's update after a password set by phone (src/lib/remember.ts), loaded by the
 * form when the player submits rather than with the page. A module of its own, only ever imported
 * dynamically: importing remember.ts itself both ways would make the bundler wrap it for every page
 * that loads it.
 */
export { updateRememberedPassword } from '../../../lib/remember.ts';
