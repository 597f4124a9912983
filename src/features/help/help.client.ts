/**
 * Fills the help centre (HelpPage.astro): the platform's articles in the page's language as tabs
 * (the WAI-ARIA tabs pattern: arrows, Home and End move between them), the one of `?i=` open. The
 * open tab is kept in the address (`?i=`, replaced, not pushed), so a reload or a shared link opens
 * it again. A failed call shows its translated reason with Try again; no articles, the empty text.
 * Article HTML goes through the shared sanitiser; titles are text.
 */
import type { LanguageCode } from '../../constants.ts';
import type { ValueOf } from '../../contract/schemas.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { platformCall } from '../../lib/platform.ts';
import { showServerHtml } from '../../lib/sanitize-html.ts';
import { helpTabIndex } from './help-index.ts';

type Article = ValueOf<'helpCentre'>[number];

const root = document.querySelector<HTMLElement>('[data-help]');
if (root) {
  const config = JSON.parse(root.dataset.help!) as { language: LanguageCode; messages: ErrorMessages };
  const tabList = root.querySelector<HTMLElement>('[data-help-tabs]')!;
  const panel = root.querySelector<HTMLElement>('[data-help-panel]')!;
  const empty = root.querySelector<HTMLElement>('[data-help-empty]')!;
  const failed = root.querySelector<HTMLElement>('[data-help-failed]')!;

  let articles: readonly Article[] = [];

  const show = (index: number, focus = false) => {
    const tabs = [...tabList.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs.forEach((tab, position) => {
      const selected = position === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    });
    const tab = tabs[index]!;
    if (focus) tab.focus();
    tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    panel.setAttribute('aria-labelledby', tab.id);
    const title = document.createElement('h2');
    title.textContent = articles[index]!.title;
    title.translate = false; // the platform's text, shown as sent (README "Languages")
    const body = document.createElement('div');
    body.className = 'help-body server-html';
    void showServerHtml(body, articles[index]!.content);
    panel.replaceChildren(title, body);
    const url = new URL(location.href);
    url.searchParams.set('i', String(index));
    history.replaceState(history.state, '', url);
  };

  const render = (answer: readonly Article[]) => {
    articles = answer;
    panel.removeAttribute('aria-busy');
    if (articles.length === 0) {
      tabList.replaceChildren();
      tabList.hidden = panel.hidden = true;
      empty.hidden = false;
      return;
    }
    tabList.replaceChildren(
      ...articles.map((article, index) => {
        const tab = document.createElement('button');
        tab.type = 'button';
        tab.className = 'help-tab';
        tab.id = `help-tab-${index}`;
        tab.setAttribute('role', 'tab');
        tab.setAttribute('aria-controls', panel.id);
        tab.textContent = article.title;
        tab.translate = false;
        tab.addEventListener('click', () => show(index));
        return tab;
      }),
    );
    show(helpTabIndex(new URL(location.href).searchParams.get('i'), articles.length));
  };

  tabList.addEventListener('keydown', (event) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -articles.length, End: articles.length };
    if (!(event.key in moves) || articles.length === 0) return;
    event.preventDefault();
    const current = Number(tabList.querySelector('[aria-selected="true"]')?.id.replace('help-tab-', '') ?? 0);
    show(Math.min(articles.length - 1, Math.max(0, current + moves[event.key]!)), true);
  });

  const load = async () => {
    failed.hidden = true;
    panel.setAttribute('aria-busy', 'true');
    try {
      render(await platformCall('helpCentre', { lang: config.language, device: 'MOBILE' }));
    } catch (error) {
      panel.removeAttribute('aria-busy');
      tabList.hidden = panel.hidden = true;
      root.querySelector('[data-help-reason]')!.textContent = translateError(error, config.messages);
      failed.hidden = false;
    }
  };
  root.querySelector('[data-help-retry]')!.addEventListener('click', () => {
    tabList.hidden = panel.hidden = false;
    void load();
  });
  void load();
}
