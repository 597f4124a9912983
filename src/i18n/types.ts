/**
 * The shape of every language's texts, from the English files: i18next's `t` and the trees islands
 * receive are typed with it, so a misspelt or missing key fails `npm run lint`. A new namespace
 * file (locales/<lang>/<namespace>.json) is loaded by glob; add its line here to type its keys.
 */
import type shell from './locales/en.json';
import type activity from './locales/en/activity.json';
import type agentRegister from './locales/en/agent-register.json';
import type agentTeam from './locales/en/agent-team.json';
import type age from './locales/en/age.json';
import type agentHome from './locales/en/agent-home.json';
import type agentReports from './locales/en/agent-reports.json';
import type banner from './locales/en/banner.json';
import type deposit from './locales/en/deposit.json';
import type feedback from './locales/en/feedback.json';
import type form from './locales/en/form.json';
import type games from './locales/en/games.json';
import type help from './locales/en/help.json';
import type home from './locales/en/home.json';
import type homeExtras from './locales/en/home-extras.json';
import type invite from './locales/en/invite.json';
import type login from './locales/en/login.json';
import type member from './locales/en/member.json';
import type message from './locales/en/message.json';
import type notice from './locales/en/notice.json';
import type password from './locales/en/password.json';
import type records from './locales/en/records.json';
import type register from './locales/en/register.json';
import type reward from './locales/en/reward.json';
import type settings from './locales/en/settings.json';
import type trial from './locales/en/trial.json';
import type withdraw from './locales/en/withdraw.json';

export type Texts = typeof shell & {
  activity: typeof activity;
  'agent-register': typeof agentRegister;
  'agent-team': typeof agentTeam;
  age: typeof age;
  'agent-home': typeof agentHome;
  'agent-reports': typeof agentReports;
  banner: typeof banner;
  deposit: typeof deposit;
  feedback: typeof feedback;
  form: typeof form;
  games: typeof games;
  help: typeof help;
  home: typeof home;
  'home-extras': typeof homeExtras;
  invite: typeof invite;
  login: typeof login;
  member: typeof member;
  message: typeof message;
  notice: typeof notice;
  password: typeof password;
  records: typeof records;
  register: typeof register;
  reward: typeof reward;
  settings: typeof settings;
  trial: typeof trial;
  withdraw: typeof withdraw;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Texts };
    returnNull: false;
  }
}
