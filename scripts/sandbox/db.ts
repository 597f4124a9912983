/**
 * The sandbox database: one SQLite file per brand (default `.sandbox-data/<name>.sqlite`).
 * Migrations are the ordered list of SQL scripts in ./migrations.ts; `PRAGMA user_version` records how many ran.
 * A new database is seeded with the same demo data every time, so tests and demos can rely on it.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { seedAccounts } from './data/accounts.ts';
import { seedAgentRebates } from './data/agent-register.ts';
import { seedAgentReports } from './data/agent-reports.ts';
import { seedAgentTeam } from './data/agent-team.ts';
import { seedCashierHistory } from './data/cashier-history.ts';
import { seedContent } from './data/content.ts';
import { MIGRATIONS } from './migrations.ts';
import { toMinor } from '../../src/lib/minor-units.ts';

export const DATA_DIR = join(import.meta.dirname, '..', '..', '.sandbox-data');

export function defaultDbFile(name: string): string {
  return join(DATA_DIR, `${name}.sqlite`);
}

export interface SeedMember {
  id: number;
  username: string;
  /** Member type (src/constants.ts MEMBER_TYPES): 0 member, 1 agent, 4 trial, … */
  type: number;
  nickname: string;
  /** A decimal string, stored in cents (src/lib/minor-units.ts). */
  balance: string;
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  { id: 1, username: 'demo_member', type: 0, nickname: 'Demo Member', balance: '1520.75' },
  { id: 2, username: 'demo_agent', type: 1, nickname: 'Demo Agent', balance: '98200.5' },
  { id: 3, username: 'demo_subagent', type: 2, nickname: 'Demo Sub-agent', balance: '30500' },
  { id: 4, username: 'demo_trial', type: 4, nickname: 'Demo Trial', balance: '2000' },
  { id: 5, username: 'demo_empty', type: 0, nickname: 'Empty Wallet', balance: '0' },
  { id: 6, username: 'demo_player40', type: 40, nickname: 'Demo Player 40', balance: '500' },
  { id: 7, username: 'demo_agent41', type: 41, nickname: 'Demo Agent 41', balance: '12000' },
  { id: 8, username: 'demo_agent42', type: 42, nickname: 'Demo Agent 42', balance: '8000' },
  // The agents' downline (their teams are set in data/accounts.ts, with passwords, phones and e-mails).
  { id: 9, username: 'team_ava', type: 0, nickname: 'Ava', balance: '250' },
  { id: 10, username: 'team_ben', type: 0, nickname: 'Ben', balance: '75.5' },
  { id: 11, username: 'team_cara', type: 0, nickname: 'Cara', balance: '0' },
  { id: 12, username: 'team_dan', type: 0, nickname: 'Dan', balance: '0' },
  { id: 13, username: 'team_eve', type: 0, nickname: 'Eve', balance: '1200' },
  { id: 14, username: 'team_finn', type: 0, nickname: 'Finn', balance: '40' },
  { id: 15, username: 'team_gus', type: 0, nickname: 'Gus', balance: '310' },
];

export const SEED_SETTINGS = { maintenance: '0', region_restriction: '0' } as const;

export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;');
  const before = userVersion(db);
  migrate(db);
  if (before === 0) seed(db);
  return db;
}

function userVersion(db: DatabaseSync): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
}

export function migrate(db: DatabaseSync): void {
  const current = userVersion(db);
  if (current > MIGRATIONS.length) {
    throw new Error(`sandbox database is at version ${current}, newer than this code (${MIGRATIONS.length}); delete the file to start over`);
  }
  MIGRATIONS.slice(current).forEach((sql, index) => {
    transaction(db, () => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${current + index + 1}`);
    });
  });
}

export function seed(db: DatabaseSync): void {
  transaction(db, () => {
    const setting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
    for (const [key, value] of Object.entries(SEED_SETTINGS)) setting.run(key, value);
    const member = db.prepare('INSERT INTO members (id, username, type, nickname, balance_cents) VALUES (?, ?, ?, ?, ?)');
    for (const m of SEED_MEMBERS) member.run(m.id, m.username, m.type, m.nickname, toMinor(m.balance));
    // Games first: the accounts' bets are placed on them.
    seedContent(db);
    seedAccounts(db);
    seedCashierHistory(db);
    seedAgentRebates(db);
    seedAgentReports(db);
    seedAgentTeam(db); // after the accounts: demo_agent's team hangs below it
  });
}

/** Drops every row of every table (schema stays) and seeds again. */
export function resetDatabase(db: DatabaseSync): void {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    transaction(db, () => {
      for (const { name } of tables) db.exec(`DELETE FROM "${name}"`);
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
  seed(db);
}

export function transaction<T>(db: DatabaseSync, work: () => T): T {
  // Inside another transaction (a ledger movement within an idempotent submit): a savepoint, so
  // the inner work is undone alone when it fails and the outer one decides.
  const [begin, commit, rollback] = db.isTransaction
    ? ['SAVEPOINT nested', 'RELEASE nested', 'ROLLBACK TO nested; RELEASE nested']
    : ['BEGIN IMMEDIATE', 'COMMIT', 'ROLLBACK'];
  db.exec(begin);
  try {
    const result = work();
    db.exec(commit);
    return result;
  } catch (error) {
    db.exec(rollback);
    throw error;
  }
}
