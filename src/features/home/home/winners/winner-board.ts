/**
 * The winner board in the browser (WinnerBoard.astro): asks the winner call once (G §7: gameCategory
 * ALL, the page's language, limitNum 20), draws the big wins (./winners.ts) and starts the
 * scrolling. With no winners, or when the call fails, the board stays hidden (G §8 "no winners
 * (board hidden)"): the page shows no empty box and no error. A page has one language, so the
 * language-change refresh of G §4 is the new page's own call.
 */
import { resolveImageUrl } from '../../../../lib/images.ts';
import { imageCdns } from '../../../../stores/status.ts';
import { loadWinners } from '../api.ts';
import { autoScroll } from './auto-scroll.ts';
import type { WinnerBoardConfig } from './config.ts';
import { bigWins, formatWinAmount, sentenceParts, type Win } from './winners.ts';

async function askWins(config: WinnerBoardConfig): Promise<Win[]> {
  try {
    const answer = await loadWinners(config.language);
    return bigWins(answer?.list);
  } catch {
    return []; // G §7 gives no failure handling: a board that cannot be filled is not shown
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A name the platform sends: shown as sent in every language (src/i18n/README.md "Languages without a flash"). */
function platformName(tag: 'span' | 'strong', className: string, text: string): HTMLElement {
  const node = element(tag, className, text);
  node.translate = false;
  return node;
}

/** The game's icon; one that fails to load gives way to the game's initial on the themed square. */
function icon(win: Win, cdns: readonly string[]): HTMLElement {
  const frame = element('span', 'winner-icon');
  frame.dataset.initial = win.gameName.trim().charAt(0).toUpperCase();
  const src = resolveImageUrl(win.iconUrl, cdns);
  if (!src) return frame;
  const image = element('img', '');
  image.alt = ''; // the game's name is beside it
  image.loading = 'lazy';
  image.decoding = 'async';
  image.addEventListener('error', () => image.remove(), { once: true });
  image.src = src;
  frame.append(image);
  return frame;
}

function row(win: Win, index: number, config: WinnerBoardConfig, cdns: readonly string[]): HTMLLIElement {
  const item = element('li', 'winner');
  const text = element('span', 'winner-text');
  const line = element('span', 'winner-line');
  const values = { name: win.customerName, amount: formatWinAmount(win.winAmount, config.money) };
  for (const part of sentenceParts(config.texts.justWon, values)) {
    if ('text' in part) line.append(part.text);
    else if (part.name === 'amount') line.append(element('strong', 'winner-amount', part.value));
    else line.append(platformName('span', 'winner-name', part.value));
  }
  text.append(platformName('strong', 'winner-game', win.gameName), line);
  // "Play" plus the game's name for screen readers: ten buttons that all read "Play" say nothing.
  const play = element('button', 'button small winner-play', config.texts.play);
  play.type = 'button';
  play.dataset.win = String(index);
  play.dataset.primaryAction = '';
  const hiddenName = platformName('span', 'visually-hidden', ` ${win.gameName}`);
  play.append(hiddenName);
  item.append(icon(win, cdns), text, play);
  return item;
}

/** Fills and shows the board, or leaves it hidden. Never throws. */
export async function showWinners(board: HTMLElement, config: WinnerBoardConfig): Promise<void> {
  const list = board.querySelector<HTMLElement>('[data-winner-list]');
  const wins = await askWins(config);
  if (!list || wins.length === 0) return;
  const cdns = await imageCdns();
  list.replaceChildren(...wins.map((win, index) => row(win, index, config, cdns)));
  board.hidden = false;

  let launching = false;
  list.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-win]');
    const win = button ? wins[Number(button.dataset.win)] : undefined;
    if (!win || launching) return; // a second tap while the first launches does nothing
    launching = true;
    try {
      const { playWin } = await import('./winner-play.ts');
      await playWin(win, config);
    } catch {
      // Only the script failing to arrive (offline) ends here: playWin never throws. Another tap tries again.
    } finally {
      launching = false;
    }
  });
  autoScroll(board, list, board.querySelector<HTMLButtonElement>('[data-winner-pause]'));
}
