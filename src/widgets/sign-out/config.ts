/** What the sign-out dialog (SignOutDialog.astro) hands its script: where to go, and the notice meanwhile. */
import { pageConfig } from '../../shell/page-config.ts';

export const SIGN_OUT = pageConfig<{ home: string; signingOut: string }>('sign-out', 'home', 'signingOut');
