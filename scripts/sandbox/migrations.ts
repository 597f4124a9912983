/**
 * Every migration of the sandbox database, in the order they run (./db.ts applies them and records
 * how many ran in `PRAGMA user_version`, so an existing database gets only the ones it lacks).
 *
 * Append only: never edit or reorder a migration that has shipped, add the next one at the end
 * (an existing database has already run the others and would not run an edited one again).
 * This module imports nothing, so any sandbox module may own the tables without an import cycle.
 */
export const MIGRATIONS: readonly string[] = [
  /** The first tables: settings, members, session tokens. */
  `CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
   CREATE TABLE members (
     id INTEGER PRIMARY KEY,
     username TEXT NOT NULL UNIQUE,
     type INTEGER NOT NULL,
     nickname TEXT NOT NULL,
     balance REAL NOT NULL DEFAULT 0
   ) STRICT;
   CREATE TABLE tokens (
     token TEXT PRIMARY KEY,
     member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX tokens_member ON tokens(member_id);`,
  /** Accounts (data/accounts.ts seeds them): passwords, contact details, agents, log-ins, bets, captchas, SMS codes … */
  `
  ALTER TABLE members ADD COLUMN password_hash TEXT;                -- NULL: no password (cannot log in by password)
  ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
  ALTER TABLE members ADD COLUMN email TEXT;
  ALTER TABLE members ADD COLUMN dialing_code TEXT;
  ALTER TABLE members ADD COLUMN mobile_num TEXT;
  ALTER TABLE members ADD COLUMN parent_id INTEGER REFERENCES members(id) ON DELETE SET NULL; -- the agent above
  ALTER TABLE members ADD COLUMN invite_code TEXT;                  -- agents: the affiliate code new members give
  ALTER TABLE members ADD COLUMN head_icon TEXT NOT NULL DEFAULT '1';
  ALTER TABLE members ADD COLUMN vip_level INTEGER;                 -- NULL: no VIP label
  ALTER TABLE members ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1));
  ALTER TABLE members ADD COLUMN registered_at INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE members ADD COLUMN register_method TEXT;
  ALTER TABLE members ADD COLUMN register_url TEXT;
  ALTER TABLE members ADD COLUMN last_login_at INTEGER;             -- NULL: never logged in (firstTimeLogin)
  ALTER TABLE members ADD COLUMN profile TEXT NOT NULL DEFAULT '{}'; -- optional registration fields, JSON
  CREATE UNIQUE INDEX members_username_nocase ON members(username COLLATE NOCASE);
  CREATE UNIQUE INDEX members_invite_code ON members(invite_code COLLATE NOCASE) WHERE invite_code IS NOT NULL;
  CREATE UNIQUE INDEX members_mobile ON members(dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
  CREATE INDEX members_parent ON members(parent_id);

  CREATE TABLE logins (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    ip TEXT NOT NULL
  ) STRICT;
  CREATE INDEX logins_member_at ON logins(member_id, at);

  CREATE TABLE bets (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    placed_at INTEGER NOT NULL,
    amount REAL NOT NULL
  ) STRICT;
  CREATE INDEX bets_member_at ON bets(member_id, placed_at);

  -- Failed log-ins per subject ('user:<name>' or 'ip:<address>'): they decide when a captcha is needed.
  CREATE TABLE login_failures (subject TEXT NOT NULL, failed_at INTEGER NOT NULL) STRICT;
  CREATE INDEX login_failures_subject ON login_failures(subject, failed_at);

  CREATE TABLE captchas (
    captcha_key TEXT PRIMARY KEY,
    answer TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER                                               -- each captcha can be tried once
  ) STRICT;

  CREATE TABLE sms_codes (
    id INTEGER PRIMARY KEY,
    dialing_code TEXT NOT NULL,
    mobile_num TEXT NOT NULL,
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'password')),
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    wrong_attempts INTEGER NOT NULL DEFAULT 0,
    used_at INTEGER
  ) STRICT;
  CREATE INDEX sms_codes_number ON sms_codes(dialing_code, mobile_num, created_at);

  -- What the platform "sent": SMS and e-mails (read by GET /__sandbox/outbox).
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('sms', 'email')),
    recipient TEXT NOT NULL,
    text TEXT NOT NULL,
    code TEXT,
    created_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE inbox_messages (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX inbox_member ON inbox_messages(member_id, read);

  -- Agents' contract requests waiting for them ('' = none) and whether the dividend entry shows.
  CREATE TABLE agent_contracts (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    daily_salary_request TEXT NOT NULL DEFAULT '',
    dividend_request TEXT NOT NULL DEFAULT '',
    hourly_salary_request TEXT NOT NULL DEFAULT '',
    dividend_enabled INTEGER NOT NULL DEFAULT 0 CHECK (dividend_enabled IN (0, 1))
  ) STRICT;
`,
  /** Games and content (data/content.ts seeds them). */
  `
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
`,
  /** Members behind a social sign-in (accounts/social.ts): a Firebase user is linked to one member. */
  `
  CREATE TABLE firebase_links (
    uid TEXT PRIMARY KEY,                                          -- the Firebase user id
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    provider TEXT NOT NULL,                                        -- google.com, facebook.com
    linked_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX firebase_links_member ON firebase_links(member_id);`,
  /** Announcements in other languages than English (the call's `language`); English is the fallback. */
  `
  CREATE TABLE announcement_texts (
    announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    images TEXT NOT NULL,
    PRIMARY KEY (announcement_id, language)
  ) STRICT;
`,
  /**
   * Log-in limits (accounts/login-guard.ts): one table for both limits. `settled`: an address's
   * failure that a later log-in with a correct captcha answered there (it needs no more captchas,
   * but still counts towards the lock).
   */
  `
  ALTER TABLE login_failures ADD COLUMN settled INTEGER NOT NULL DEFAULT 0 CHECK (settled IN (0, 1));`,
  /**
   * A banner's target (G §3 "Banner: groupName, url"; data/content-announcements.ts). An existing
   * database keeps its banners without one until it is seeded again (SANDBOX_FRESH=1).
   */
  `
  ALTER TABLE announcements ADD COLUMN url TEXT;`,
  /**
   * Which address asked for each SMS code (accounts/phone.ts: codes per address per hour). Codes
   * sent before this migration have none and count for no address.
   */
  `
  ALTER TABLE sms_codes ADD COLUMN client_ip TEXT;
  CREATE INDEX sms_codes_address ON sms_codes(client_ip, created_at);`,
  /**
   * Issue 23: vendor wallets the member can move back to the main wallet (wallets.ts; created from
   * the balance on first ask), the members' own avatars (avatars.ts), and the answers of
   * money-moving submits by their request id (idempotency.ts: the same id answers the same answer).
   */
  `
  CREATE TABLE member_wallets (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    vendor TEXT NOT NULL,
    name TEXT NOT NULL,
    cents INTEGER NOT NULL CHECK (cents >= 0),
    PRIMARY KEY (member_id, vendor)
  ) STRICT;
  CREATE TABLE member_avatars (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    picture BLOB NOT NULL,
    version TEXT NOT NULL
  ) STRICT;
  CREATE TABLE request_answers (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    request_id TEXT NOT NULL,
    call TEXT NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (member_id, request_id)
  ) STRICT;`,
  /**
   * The security centre's SMS codes (issue 23: purpose 'bind', a new mobile number of a logged-in
   * member). SQLite cannot change a CHECK constraint: the table is made again with the codes in it.
   */
  `
  CREATE TABLE sms_codes_v2 (
    id INTEGER PRIMARY KEY,
    dialing_code TEXT NOT NULL,
    mobile_num TEXT NOT NULL,
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'password', 'bind')),
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    wrong_attempts INTEGER NOT NULL DEFAULT 0,
    used_at INTEGER,
    client_ip TEXT
  ) STRICT;
  INSERT INTO sms_codes_v2 (id, dialing_code, mobile_num, purpose, code, created_at, expires_at, wrong_attempts, used_at, client_ip)
    SELECT id, dialing_code, mobile_num, purpose, code, created_at, expires_at, wrong_attempts, used_at, client_ip FROM sms_codes;
  DROP TABLE sms_codes;
  ALTER TABLE sms_codes_v2 RENAME TO sms_codes;
  CREATE INDEX sms_codes_number ON sms_codes(dialing_code, mobile_num, created_at);
  CREATE INDEX sms_codes_address ON sms_codes(client_ip, created_at);`,
  /**
   * Issue 24, the cashier: balances in cents (exact: src/lib/minor-units.ts), and the ledger, one
   * row per money movement of a member (accounts/ledger.ts), which the transaction record reads.
   * A movement changes the balance and writes its row in one transaction.
   */
  `
  ALTER TABLE members ADD COLUMN balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0);
  UPDATE members SET balance_cents = CAST(round(balance * 100) AS INTEGER);
  ALTER TABLE members DROP COLUMN balance;
  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('D', 'W', 'B', 'R', 'T', 'J', 'A')),
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'CANCELLED')),
    cents INTEGER NOT NULL,                 -- signed: into the balance positive, out negative
    fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
    balance_after_cents INTEGER,            -- NULL while pending
    created_at INTEGER NOT NULL,
    reference TEXT,                         -- the order's id, when a movement belongs to one
    detail TEXT NOT NULL DEFAULT ''
  ) STRICT;
  CREATE INDEX ledger_member_at ON ledger(member_id, created_at);
  CREATE INDEX ledger_reference ON ledger(reference);
  -- What must be bet before a withdrawal (deposits 1x, a bonus and its deposit by the promotion's
  -- multiple): a successful deposit adds a row; bets placed since the first row count against the sum.
  CREATE TABLE turnover_requirements (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    cents INTEGER NOT NULL CHECK (cents >= 0),
    created_at INTEGER NOT NULL,
    reference TEXT
  ) STRICT;
  CREATE INDEX turnover_member ON turnover_requirements(member_id, created_at);`,
  /**
   * Issue 24, the withdrawal half of the cashier and the records: the member's registered payee
   * name (a new bank account must carry it) and the payment password's wrong tries (5 in a row
   * lock it for 30 minutes: handlers/withdraw.ts), the saved bank accounts, the withdrawal orders
   * (their money moves in the ledger, under the order's id), and bets in cents with what a bet
   * record shows. A bet keeps its game's name, type and vendor as they were when it was placed (as a
   * platform's bet record does); bets of an older database go to the most popular game.
   */
  `
  ALTER TABLE members ADD COLUMN payee_name TEXT;                   -- NULL: none registered yet (the first account's name becomes it)
  ALTER TABLE members ADD COLUMN payment_password_wrong INTEGER NOT NULL DEFAULT 0 CHECK (payment_password_wrong >= 0);
  ALTER TABLE members ADD COLUMN payment_password_locked_until INTEGER;
  CREATE TABLE bank_accounts (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    bank_code TEXT NOT NULL,
    account_number TEXT NOT NULL,
    account_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (bank_code, account_number)      -- one account, one member: a number saved by another member is refused
  ) STRICT;
  CREATE INDEX bank_accounts_member ON bank_accounts(member_id);
  CREATE TABLE withdrawals (
    id TEXT PRIMARY KEY,                    -- W…, the ledger row's reference
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    bank_account_id INTEGER NOT NULL REFERENCES bank_accounts(id),
    cents INTEGER NOT NULL CHECK (cents > 0),
    fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0 AND fee_cents <= cents),
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'CANCELLED')),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX withdrawals_member_at ON withdrawals(member_id, created_at);
  CREATE TABLE bets_v2 (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    placed_at INTEGER NOT NULL,
    cents INTEGER NOT NULL CHECK (cents > 0),
    valid_cents INTEGER NOT NULL CHECK (valid_cents >= 0),       -- what counts for turnover and rebates (0 until settled)
    win_loss_cents INTEGER NOT NULL,                             -- the player's result: a win positive (0 until settled)
    settled INTEGER NOT NULL CHECK (settled IN (0, 1)),
    node_id TEXT NOT NULL,
    game_name TEXT NOT NULL,
    game_type TEXT NOT NULL,
    vassalage TEXT NOT NULL
  ) STRICT;
  INSERT INTO bets_v2 (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage)
    SELECT b.member_id, b.placed_at, CAST(round(b.amount * 100) AS INTEGER), CAST(round(b.amount * 100) AS INTEGER), 0, 1,
           g.node_id, g.game_name, g.game_type, g.vassalage
    FROM bets b JOIN (SELECT * FROM games ORDER BY popularity LIMIT 1) g;
  DROP TABLE bets;
  ALTER TABLE bets_v2 RENAME TO bets;
  CREATE INDEX bets_member_at ON bets(member_id, placed_at);`,
  /**
   * Issue 24, deposits (accounts/deposits.ts): the orders, with the receiving account and gateway
   * address they were given (kept as answered, whatever the channel says later) and the receipt
   * picture; and the players' own deposit limits (accounts/deposit-limits.ts), where a raise waits
   * its cooling-off in the pending columns (pending_at NULL: nothing waits; pending_cents NULL with
   * pending_at set: a removal waits).
   */
  `
  CREATE TABLE deposit_orders (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,                -- D + platform date YYMMDD + seq, e.g. D260126000123
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    channel_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('BANK', 'EWALLET', 'ONLINE')),
    method_name TEXT NOT NULL,
    channel_name TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0 AND fee_cents < amount_cents),
    promotion_id INTEGER,
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'CANCELLED')),
    reference TEXT NOT NULL,                -- what the player writes in the transfer's remark
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    payee TEXT,                             -- JSON { bankName, accountName, accountNumber }; NULL for ONLINE
    gateway_url TEXT,
    gateway_token TEXT UNIQUE,              -- the secret in the sandbox gateway page's address
    receipt BLOB,
    receipt_type TEXT,
    paid_marked INTEGER NOT NULL DEFAULT 0 CHECK (paid_marked IN (0, 1)),
    fail_reason TEXT
  ) STRICT;
  CREATE INDEX deposit_orders_member ON deposit_orders(member_id, seq);
  CREATE INDEX deposit_orders_due ON deposit_orders(status, expires_at);
  CREATE TABLE deposit_limits (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    period TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY', 'MONTHLY')),
    limit_cents INTEGER CHECK (limit_cents >= 0),
    pending_cents INTEGER CHECK (pending_cents >= 0),
    pending_at INTEGER,
    PRIMARY KEY (member_id, period)
  ) STRICT;`,
  /**
   * Issue 25, open account and rebates (accounts/agent-register.ts): each member's rebate rate per
   * game category in hundredths of a percent (120 = 1.20 %; a missing row: the platform default of
   * a top agent, else 0), and an agent's rebate income from the team per platform day and category.
   */
  `
  CREATE TABLE rebate_rates (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    category TEXT NOT NULL,
    hundredths INTEGER NOT NULL CHECK (hundredths >= 0),
    PRIMARY KEY (member_id, category)
  ) STRICT;
  CREATE TABLE rebate_income (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    day TEXT NOT NULL,                      -- YYYY-MM-DD on the platform clock
    category TEXT NOT NULL,
    cents INTEGER NOT NULL CHECK (cents >= 0),
    PRIMARY KEY (member_id, day, category)
  ) STRICT;`,
  /**
   * Issue 25, the agent's contracts (accounts/agent-reports.ts): per agent and kind (daily salary,
   * dividend, hourly salary) the terms offered or in force, with the reference the contract request
   * field carries (agent_contracts), and the payouts made under them.
   */
  `
  CREATE TABLE agent_contract_terms (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('dailySalary', 'dividend', 'hourlySalary')),
    status TEXT NOT NULL CHECK (status IN ('offered', 'active', 'declined')),
    reference TEXT NOT NULL,                -- e.g. DS-1001: what the request field says while offered
    period TEXT NOT NULL CHECK (period IN ('hour', 'day', 'halfMonth', 'month')),
    tiers TEXT NOT NULL,                    -- JSON [{ threshold, rate, fixed }] as the contract sends them, lowest first
    offered_at INTEGER NOT NULL,
    answered_at INTEGER,
    PRIMARY KEY (member_id, kind)
  ) STRICT;
  CREATE TABLE agent_contract_payouts (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('dailySalary', 'dividend', 'hourlySalary')),
    period_start TEXT NOT NULL,             -- platform date YYYY-MM-DD
    basis_cents INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    paid_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX agent_contract_payouts_member ON agent_contract_payouts(member_id, kind, paid_at);`,
  /**
   * Issue 25, the agent's team (accounts/agent-team.ts; data/agent-team.ts seeds demo_agent's):
   * a member's frozen flag (src/contract/vocabulary.ts TEAM_MEMBER_STATUSES: frozen plays but moves
   * no money out; locked is the existing `disabled`; rebate rates live in rebate_rates), and what a
   * team's figures read: each member's deposits and withdrawals by type
   * and time (first deposits, sums over a range) and the team's registrations by time.
   */
  `
  ALTER TABLE members ADD COLUMN frozen INTEGER NOT NULL DEFAULT 0 CHECK (frozen IN (0, 1));
  CREATE INDEX ledger_member_type_at ON ledger(member_id, type, status, created_at);
  CREATE INDEX members_parent_registered ON members(parent_id, registered_at);`,
  /** Issue 34 item 5: a sports bet's match, pick and decimal odds (JSON { match, pick, odds }), as the betting record shows them. */
  `ALTER TABLE bets ADD COLUMN sports_detail TEXT;`,
  /** Issue 34 item 6: codes for a payment-password reset (purpose 'paymentPassword', to the bound number); the table again, as for 'bind'. */
  `
  CREATE TABLE sms_codes_v3 (
    id INTEGER PRIMARY KEY,
    dialing_code TEXT NOT NULL,
    mobile_num TEXT NOT NULL,
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'password', 'bind', 'paymentPassword')),
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    wrong_attempts INTEGER NOT NULL DEFAULT 0,
    used_at INTEGER,
    client_ip TEXT
  ) STRICT;
  INSERT INTO sms_codes_v3 SELECT id, dialing_code, mobile_num, purpose, code, created_at, expires_at, wrong_attempts, used_at, client_ip FROM sms_codes;
  DROP TABLE sms_codes;
  ALTER TABLE sms_codes_v3 RENAME TO sms_codes;
  CREATE INDEX sms_codes_number ON sms_codes(dialing_code, mobile_num, created_at);
  CREATE INDEX sms_codes_address ON sms_codes(client_ip, created_at);`,
  /** Issue 34 item 14: inbox messages in the members' languages (JSON { MY: { title, body } }), as the platform's notices are. */
  `ALTER TABLE inbox_messages ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';`,
  /**
   * Issue 34 item 12: a rebate's game category on its ledger row (R rows), so the rebate income
   * report and the P&L's rebate line read the same rows and always agree; the separate income table goes.
   */
  `ALTER TABLE ledger ADD COLUMN category TEXT;
  DROP TABLE rebate_income;`,
];
