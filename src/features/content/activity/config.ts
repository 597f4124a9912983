/**
 * Build time: what both promotion pages hand their scripts (./promotion-view.ts
 * PromotionPageConfig), in the page's language.
 */
import { pickMessages } from '../../../lib/errors.ts';
import type { PageContext } from '../../../shell/context.ts';
import { paths } from '../../../shell/routes.ts';
import type { PromotionPageConfig } from './promotion-view.ts';

export function promotionPageConfig({ t, language, link, routeLink }: PageContext): PromotionPageConfig {
  return {
    language,
    // The list's and the join's failures: transport kinds, the trial refusal, a closed or unknown promotion.
    messages: pickMessages(t, ['session.expired', 'session.required', 'account.trial', 'promotion.notFound', 'promotion.closed']),
    texts: {
      longTerm: t('activity.longTerm'),
      join: t('activity.join'),
      apply: t('activity.apply'),
      joined: t('activity.joined'),
      applying: t('activity.applying'),
      loading: t('shell.loading'),
      all: t('activity.all'),
    },
    links: { apply: routeLink('applyReward'), login: link(paths.login), list: link(paths.activity) },
  };
}
