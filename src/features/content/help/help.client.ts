/**
 * Fills the help centre (HelpPage.astro): the platform's articles in the page's language as tabs
 * (the list kit's tabs: arrows, Home and End move between them), the one of `?i=` open. The open
 * tab is kept in the address (`?i=`, replaced, not pushed), so a reload or a shared link opens it
 * again. The list kit shows loading, no articles (the empty text) and a failed call (its
 * translated reason with Try again). Article HTML goes through the shared sanitiser; titles are text.
 */
import { remoteList } from '../../../components/list/remote-list.ts';
import { tabs } from '../../../components/list/tabs.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import { translateError } from '../../../lib/errors.ts';
import { showServerHtml } from '../../../lib/sanitize-html.ts';
import { HELP, helpTabIndex } from './help-index.ts';
import { loadHelp } from './api.ts';

type Article = ValueOf<'helpCentre'>[number];

const found = HELP.read();
if (found) {
  const { element: root, config } = found;
  const panel = remoteList(root.querySelector('[data-remote-list]')!);
  const tabList = root.querySelector<HTMLElement>('[data-help-tabs]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-help-article]')!;

  const render = (articles: readonly Article[]) => {
    if (articles.length === 0) return panel.show([]);
    const open = (index: number) => {
      const { root: article, part } = cloneTemplate(template);
      part('title').textContent = articles[index]!.title;
      void showServerHtml(part('body'), articles[index]!.content);
      panel.show([...article.children]);
      const url = new URL(location.href);
      url.searchParams.set('i', String(index));
      history.replaceState(history.state, '', url);
    };
    const articleTabs = tabs(
      tabList,
      panel.items,
      articles.map((article) => article.title),
      open,
    );
    articleTabs.select(helpTabIndex(new URL(location.href).searchParams.get('i'), articles.length));
  };

  const load = async () => {
    try {
      render(await loadHelp(config.language));
    } catch (error) {
      panel.fail(translateError(error, config.messages));
    }
  };
  panel.onRetry(() => void load());
  void load();
}
