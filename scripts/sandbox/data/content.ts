/**
 * Game and content tables of the sandbox and their seed: vendors and games, per-member favourites
 * and recent games, winners, live hosts, announcements (promotions included) with per-member reads,
 * promotion joins and reward applications, support chat and help articles.
 * Lotteries and their draws are generated, not stored (./content-lottery.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { ANNOUNCEMENT_SEEDS } from './content-announcements.ts';
import { generateGames, VENDOR_SEEDS, type GameSeed } from './content-games.ts';
import { HELP_ARTICLES } from './content-help.ts';
import { CHAT_INBOX, CHAT_LINES, generateLiveHosts, generateWinners } from './content-people.ts';

/** Demo favourites and recent games of demo_member, so the lists are not empty in a demo (demo_empty has none). */
const DEMO_MEMBER = 'demo_member';
const DEMO_FAVOURITES = 4;
const DEMO_RECENT = 6;

export function seedContent(db: DatabaseSync): void {
  const games = generateGames();
  seedGames(db, games);
  seedPeople(db, games);
  seedAnnouncements(db);
  seedAnnouncementTexts(db);
  seedHelp(db);
  seedDemoMemberLists(db, games);
}

function seedGames(db: DatabaseSync, games: readonly GameSeed[]): void {
  const vendor = db.prepare('INSERT INTO vendors (code, display_name, position) VALUES (?, ?, ?)');
  VENDOR_SEEDS.forEach(({ code, displayName }, index) => vendor.run(code, displayName, index + 1));
  const game = db.prepare(
    `INSERT INTO games (node_id, game_id, game_name, game_type, vassalage, classify, min_bet, is_new, is_top, is_hot, room_id, popularity)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const g of games) {
    game.run(
      g.nodeId,
      g.gameId,
      g.gameName,
      g.gameType,
      g.vassalage,
      g.classify,
      g.minBet,
      Number(g.isNew),
      Number(g.isTop),
      Number(g.isHot),
      g.roomId,
      g.popularity,
    );
  }
}

function seedPeople(db: DatabaseSync, games: readonly GameSeed[]): void {
  const winner = db.prepare('INSERT INTO winners (node_id, username, win_amount, jackpot) VALUES (?, ?, ?, ?)');
  for (const w of generateWinners(games)) winner.run(w.nodeId, w.username, w.winAmount, Number(w.jackpot));
  const host = db.prepare('INSERT INTO live_hosts (id, name, node_id, online, position) VALUES (?, ?, ?, ?, ?)');
  generateLiveHosts(games).forEach((h, index) => host.run(h.id, h.name, h.nodeId, Number(h.online), index + 1));

  const message = db.prepare('INSERT INTO chat_messages (member_id, body, read) SELECT id, ?, ? FROM members WHERE username = ?');
  for (const [username, { unread, read }] of Object.entries(CHAT_INBOX)) {
    for (let i = 0; i < read + unread; i++) message.run(CHAT_LINES[i % CHAT_LINES.length] as string, Number(i < read), username);
  }
}

function seedAnnouncements(db: DatabaseSync): void {
  const insert = db.prepare(
    `INSERT INTO announcements (id, type, title, content, start_date, end_date, no_expiry, linked_promotion_id, category_ids, images,
       image_required, remark_required, group_name, url, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  ANNOUNCEMENT_SEEDS.forEach((a, index) =>
    insert.run(
      a.id,
      a.type,
      a.title,
      a.content,
      a.startDate,
      a.endDate,
      a.noExpiry,
      a.linkedPromotionId,
      JSON.stringify(a.categoryIds),
      JSON.stringify(a.images),
      a.imageRequired,
      a.remarkRequired,
      a.groupName,
      a.url,
      index + 1,
    ),
  );
}

function seedAnnouncementTexts(db: DatabaseSync): void {
  const insert = db.prepare('INSERT INTO announcement_texts (announcement_id, language, title, content, images) VALUES (?, ?, ?, ?, ?)');
  for (const a of ANNOUNCEMENT_SEEDS) {
    for (const [language, text] of Object.entries(a.translations)) insert.run(a.id, language, text.title, text.content, JSON.stringify(text.images));
  }
}

function seedHelp(db: DatabaseSync): void {
  const insert = db.prepare('INSERT INTO help_articles (language, position, title, content) VALUES (?, ?, ?, ?)');
  for (const [language, articles] of Object.entries(HELP_ARTICLES)) {
    articles.forEach((article, index) => insert.run(language, index + 1, article.title, article.content));
  }
}

function seedDemoMemberLists(db: DatabaseSync, games: readonly GameSeed[]): void {
  const member = db.prepare('SELECT id FROM members WHERE username = ?').get(DEMO_MEMBER) as { id: number } | undefined;
  if (!member) return;
  const hot = [...games].filter((game) => game.isHot).sort((a, b) => a.popularity - b.popularity);
  const favourite = db.prepare('INSERT INTO favourites (member_id, node_id, added_seq) VALUES (?, ?, ?)');
  hot.slice(0, DEMO_FAVOURITES).forEach((game, index) => favourite.run(member.id, game.nodeId, index + 1));
  const recent = db.prepare('INSERT INTO recent_games (member_id, node_id, played_seq) VALUES (?, ?, ?)');
  hot.slice(DEMO_FAVOURITES, DEMO_FAVOURITES + DEMO_RECENT).forEach((game, index) => recent.run(member.id, game.nodeId, index + 1));
}
