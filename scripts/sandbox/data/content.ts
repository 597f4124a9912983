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

export const CONTENT_MIGRATION = `
  CREATE TABLE vendors (
    code TEXT PRIMARY KEY,
    display_name TEXT NOT NULL,
    position INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE games (
    node_id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL UNIQUE,
    game_name TEXT NOT NULL,
    game_type TEXT NOT NULL,
    vassalage TEXT NOT NULL REFERENCES vendors(code),
    classify TEXT,
    min_bet REAL NOT NULL,
    is_new INTEGER NOT NULL,
    is_top INTEGER NOT NULL,
    is_hot INTEGER NOT NULL,
    room_id TEXT,
    popularity INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX games_by_type ON games(game_type, popularity);
  CREATE INDEX games_by_vendor ON games(vassalage, popularity);
  CREATE TABLE favourites (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    added_seq INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  ) STRICT;
  CREATE TABLE recent_games (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    played_seq INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  ) STRICT;
  CREATE TABLE winners (
    id INTEGER PRIMARY KEY,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    username TEXT NOT NULL,
    win_amount REAL NOT NULL,
    jackpot INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE live_hosts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    online INTEGER NOT NULL,
    position INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE announcements (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    start_date TEXT NOT NULL,
    end_date TEXT,
    no_expiry INTEGER NOT NULL,
    linked_promotion_id INTEGER,
    category_ids TEXT NOT NULL,
    images TEXT NOT NULL,
    image_required TEXT NOT NULL,
    remark_required TEXT NOT NULL,
    group_name TEXT,
    position INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE announcement_reads (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
    read_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, announcement_id)
  ) STRICT;
  CREATE TABLE promotion_joins (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    promotion_id INTEGER NOT NULL REFERENCES announcements(id),
    status TEXT NOT NULL,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, promotion_id)
  ) STRICT;
  CREATE TABLE reward_applications (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    promotion_id INTEGER NOT NULL REFERENCES announcements(id),
    remarks TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  -- The pictures' fingerprints, not their bytes: enough to tell what was sent.
  CREATE TABLE reward_pictures (
    application_id INTEGER NOT NULL REFERENCES reward_applications(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    file_name TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    PRIMARY KEY (application_id, position)
  ) STRICT;
  CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    read INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE help_articles (
    language TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    PRIMARY KEY (language, position)
  ) STRICT;
`;

/** Announcements in other languages than English (the call's `language`); English is the fallback. */
export const ANNOUNCEMENT_TEXTS_MIGRATION = `
  CREATE TABLE announcement_texts (
    announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    images TEXT NOT NULL,
    PRIMARY KEY (announcement_id, language)
  ) STRICT;
`;

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
    game.run(g.nodeId, g.gameId, g.gameName, g.gameType, g.vassalage, g.classify, g.minBet, Number(g.isNew), Number(g.isTop), Number(g.isHot), g.roomId, g.popularity);
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
       image_required, remark_required, group_name, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
