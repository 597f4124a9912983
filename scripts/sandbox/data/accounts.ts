/**
 * Account tables and demo accounts of the sandbox.
 *
 * Demo accounts (every one has the password `Demo1234`; mobile numbers are Myanmar, +95):
 *
 * | user          | type | balance   | mobile (+95) | e-mail                    | notes                                      |
 * |---------------|------|-----------|--------------|---------------------------|--------------------------------------------|
 * | demo_member   | 0    | 1,520.75  | 9750000001   | demo_member@example.com   | VIP 3, 3 unread inbox messages; payee Aung Min Thu; 60 days of money and 30 of bets |
 * | demo_agent    | 1    | 98,200.50 | 9750000002   | demo_agent@example.com    | invite code AGENT001; team of 7 (incl. demo_subagent); daily salary request pending; payee Khin Mar Win; agent income |
 * | demo_subagent | 2    | 30,500.00 | 9750000003   | demo_subagent@example.com | invite code AGENT002, under demo_agent; dividend request pending; payee Zaw Htet Naing |
 * | demo_trial    | 4    | 2,000.00  | 9750000004   | demo_trial@example.com    | trial account (free play)                  |
 * | demo_empty    | 0    | 0.00      | 9750000005   | demo_empty@example.com    | empty wallet                               |
 * | demo_player40 | 40   | 500.00    | 9750000006   | demo_player40@example.com | non-agent type 40                          |
 * | demo_agent41  | 41   | 12,000.00 | 9750000007   | demo_agent41@example.com  | invite code AGENT041; team of 1; payee Thida Aye |
 * | demo_agent42  | 42   | 8,000.00  | 9750000008   | demo_agent42@example.com  | invite code AGENT042; no team; payee Ko Ko Naing |
 * | team_ava … team_gus | 0 | small | 9750000009 … 9750000015 | <user>@example.com | downline of the agents; team_dan never logged in (firstTimeLogin) |
 *
 * The team's activity (registrations, log-ins, bets "today") is dated from the moment the database
 * is seeded; re-seed (`SANDBOX_FRESH=1` or `POST /__sandbox/reset`) for today's agent counters.
 */
import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordSync } from '../accounts/passwords.ts';

/** The one password of every seeded account. */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_DIALING_CODE = '95';

const DAY_MS = 24 * 60 * 60 * 1000;

interface AccountSeed {
  mobileNum: string;
  parent?: string;
  inviteCode?: string;
  vipLevel?: number;
  headIcon?: string;
  registeredDaysAgo: number;
  /** null: never logged in, so the first log-in answers firstTimeLogin: true. */
  lastLoginDaysAgo: number | null;
  betDaysAgo?: number[];
  unreadMessages?: number;
  /** The registered payee name (issue 24): new bank accounts must carry it; none: the first account's name becomes it. */
  payeeName?: string;
}

/** Account details of the members in SEED_MEMBERS (scripts/sandbox/db.ts), by user name. */
export const ACCOUNT_SEEDS: Record<string, AccountSeed> = {
  demo_member: {
    mobileNum: '9750000001',
    vipLevel: 3,
    headIcon: '5',
    registeredDaysAgo: 90,
    lastLoginDaysAgo: 1,
    unreadMessages: 3,
    payeeName: 'Aung Min Thu', // its bets and money history: data/cashier-history.ts
  },
  demo_agent: {
    mobileNum: '9750000002',
    inviteCode: 'AGENT001',
    vipLevel: 5,
    registeredDaysAgo: 400,
    lastLoginDaysAgo: 1,
    unreadMessages: 2,
    payeeName: 'Khin Mar Win',
  },
  demo_subagent: {
    mobileNum: '9750000003',
    parent: 'demo_agent',
    inviteCode: 'AGENT002',
    vipLevel: 2,
    registeredDaysAgo: 200,
    lastLoginDaysAgo: 0,
    unreadMessages: 2,
    payeeName: 'Zaw Htet Naing',
  },
  demo_trial: { mobileNum: '9750000004', registeredDaysAgo: 1, lastLoginDaysAgo: 1 },
  demo_empty: { mobileNum: '9750000005', registeredDaysAgo: 10, lastLoginDaysAgo: 2, unreadMessages: 1 },
  demo_player40: { mobileNum: '9750000006', registeredDaysAgo: 60, lastLoginDaysAgo: 3 },
  demo_agent41: {
    mobileNum: '9750000007',
    inviteCode: 'AGENT041',
    registeredDaysAgo: 150,
    lastLoginDaysAgo: 1,
    unreadMessages: 1,
    payeeName: 'Thida Aye',
  },
  demo_agent42: {
    mobileNum: '9750000008',
    inviteCode: 'AGENT042',
    registeredDaysAgo: 120,
    lastLoginDaysAgo: 1,
    unreadMessages: 1,
    payeeName: 'Ko Ko Naing',
  },
  team_ava: { mobileNum: '9750000009', parent: 'demo_agent', registeredDaysAgo: 30, lastLoginDaysAgo: 0, betDaysAgo: [0, 1], unreadMessages: 1 },
  team_ben: { mobileNum: '9750000010', parent: 'demo_agent', registeredDaysAgo: 12, lastLoginDaysAgo: 0, betDaysAgo: [2], unreadMessages: 1 },
  team_cara: { mobileNum: '9750000011', parent: 'demo_agent', registeredDaysAgo: 3, lastLoginDaysAgo: 3, betDaysAgo: [3], unreadMessages: 1 },
  team_dan: { mobileNum: '9750000012', parent: 'demo_agent', registeredDaysAgo: 0, lastLoginDaysAgo: null, unreadMessages: 1 },
  team_eve: { mobileNum: '9750000013', parent: 'demo_subagent', registeredDaysAgo: 20, lastLoginDaysAgo: 0, betDaysAgo: [0], unreadMessages: 1 },
  team_finn: { mobileNum: '9750000014', parent: 'demo_subagent', registeredDaysAgo: 0, lastLoginDaysAgo: 0, betDaysAgo: [0], unreadMessages: 1 },
  team_gus: { mobileNum: '9750000015', parent: 'demo_agent41', registeredDaysAgo: 5, lastLoginDaysAgo: 0, unreadMessages: 1 },
};

const CONTRACT_SEEDS: Record<string, { dailySalary?: string; dividend?: string; hourlySalary?: string; dividendEnabled: boolean }> = {
  demo_agent: { dailySalary: 'DS-1001', dividendEnabled: true },
  demo_subagent: { dividend: 'DV-2001', dividendEnabled: true },
  demo_agent41: { hourlySalary: 'HS-3001', dividendEnabled: false },
  demo_agent42: { dividendEnabled: false },
};

/**
 * Inbox messages (HTML bodies, as the platform sends them): every member with messages gets the
 * welcome (read), then `unreadMessages` unread ones from this list, a day apart, the newest last.
 * The first unread (every member with one has it) carries a script and an onerror attribute: the
 * site must show it and run nothing.
 */
/** The hostile part of the first unread message, in every language (the XSS journeys look for it). */
const HOSTILE =
  '<img src="/__sandbox/no-such-image.png" alt="" onerror="alert(\'inbox-img\')"><script>alert(\'inbox-script\')</script>' +
  '<p><a href="javascript:alert(\'inbox-link\')">See them</a></p>';

export const INBOX_SEED = [
  {
    title: 'Welcome!',
    body: '<p>Thank you for joining. Your account is ready: <strong>deposit</strong> and enjoy our games.</p>',
    my: { title: 'ကြိုဆိုပါသည်။', body: '<p>ပါဝင်သည့်အတွက် ကျေးဇူးတင်ပါသည်။ သင့်အကောင့် အဆင်သင့်ဖြစ်ပါပြီ- <strong>ငွေသွင်း</strong>ပြီး ကျွန်ုပ်တို့၏ ဂိမ်းများကို ပျော်ရွှင်စွာ ကစားပါ။</p>' },
  },
  {
    title: 'New games this week',
    body: '<p>Ten <em>new slots</em> are waiting for you in the game centre.</p>' + HOSTILE,
    my: { title: 'ဤအပတ် ဂိမ်းအသစ်များ', body: '<p>ဂိမ်းစင်တာတွင် <em>စလော့အသစ်</em> ဆယ်ခု သင့်ကို စောင့်နေပါသည်။</p>' + HOSTILE },
  },
  {
    title: 'Weekly rebate paid',
    body: '<p>Your weekly rebate has been added to your wallet.</p><ul><li>Slots: 0.8%</li><li>Live casino: 0.5%</li></ul>',
    my: {
      title: 'အပတ်စဉ် ပြန်အမ်းငွေ ပေးပြီးပါပြီ',
      body: '<p>သင့် အပတ်စဉ် ပြန်အမ်းငွေကို ပိုက်ဆံအိတ်ထဲ ထည့်ပြီးပါပြီ။</p><ul><li>စလော့- 0.8%</li><li>တိုက်ရိုက်ကာစီနို- 0.5%</li></ul>',
    },
  },
  {
    title: 'Security tip',
    body: '<p>Never share your password or SMS codes, not even with customer service.</p>',
    my: { title: 'လုံခြုံရေး အကြံပြုချက်', body: '<p>သင့် စကားဝှက် သို့မဟုတ် SMS ကုဒ်များကို ဖောက်သည်ဝန်ဆောင်မှုအပါအဝင် မည်သူ့ကိုမျှ မမျှဝေပါနှင့်။</p>' },
  },
] as const;

/** Fills the account columns of the seeded members and their activity, dated from now. */
export function seedAccounts(db: DatabaseSync): void {
  const seededAt = Date.now();
  const daysAgo = (days: number) => seededAt - days * DAY_MS;
  // One hash for every demo account: they share the documented password, so distinct salts would
  // hide nothing and cost 40 ms each on every reset.
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  const idOf = db.prepare('SELECT id FROM members WHERE username = ?');
  const update = db.prepare(
    `UPDATE members SET password_hash = ?, email = ?, dialing_code = ?, mobile_num = ?, invite_code = ?, vip_level = ?,
       head_icon = ?, registered_at = ?, register_method = 'H5', last_login_at = ?, payee_name = ? WHERE id = ?`,
  );
  const setParent = db.prepare('UPDATE members SET parent_id = ? WHERE id = ?');
  const login = db.prepare("INSERT INTO logins (member_id, at, ip) VALUES (?, ?, '127.0.0.1')");
  // The team's bets (what the agent counters count): 10.00 lost on the most popular game (the games are seeded first).
  const bet = db.prepare(
    `INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage)
     SELECT ?, ?, 1000, 1000, -1000, 1, node_id, game_name, game_type, vassalage FROM games ORDER BY popularity LIMIT 1`,
  );
  const message = db.prepare('INSERT INTO inbox_messages (member_id, title, body, read, created_at, translations) VALUES (?, ?, ?, ?, ?, ?)');
  const contract = db.prepare(
    'INSERT INTO agent_contracts (member_id, daily_salary_request, dividend_request, hourly_salary_request, dividend_enabled) VALUES (?, ?, ?, ?, ?)',
  );
  const id = (username: string) => {
    const row = idOf.get(username) as { id: number } | undefined;
    if (!row) throw new Error(`seed: ${username} is in ACCOUNT_SEEDS but not in SEED_MEMBERS`);
    return row.id;
  };

  for (const [username, seed] of Object.entries(ACCOUNT_SEEDS)) {
    const memberId = id(username);
    const lastLogin = seed.lastLoginDaysAgo === null ? null : daysAgo(seed.lastLoginDaysAgo);
    update.run(
      passwordHash,
      `${username}@example.com`,
      DEMO_DIALING_CODE,
      seed.mobileNum,
      seed.inviteCode ?? null,
      seed.vipLevel ?? null,
      seed.headIcon ?? '1',
      daysAgo(seed.registeredDaysAgo),
      lastLogin,
      seed.payeeName ?? null,
      memberId,
    );
    if (seed.parent) setParent.run(id(seed.parent), memberId);
    if (lastLogin !== null) login.run(memberId, lastLogin);
    for (const days of seed.betDaysAgo ?? []) bet.run(memberId, daysAgo(days));
    // The welcome message is read; after it come `unreadMessages` unread ones.
    const messages = INBOX_SEED.slice(0, (seed.unreadMessages ?? 0) + 1);
    messages.forEach(({ title, body, my }, index) => {
      const at = daysAgo(Math.min(seed.registeredDaysAgo, messages.length - 1 - index));
      message.run(memberId, title, body, index === 0 ? 1 : 0, at, JSON.stringify({ MY: my }));
    });
  }
  for (const [username, seed] of Object.entries(CONTRACT_SEEDS)) {
    contract.run(id(username), seed.dailySalary ?? '', seed.dividend ?? '', seed.hourlySalary ?? '', seed.dividendEnabled ? 1 : 0);
  }
}
