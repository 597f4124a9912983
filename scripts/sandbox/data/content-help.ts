/**
 * Help-centre articles (G §2 "Help centre") in English and Burmese, the same topics in the same
 * order so the tab index `?i=` means the same article in both languages. Screen names follow the
 * site's own locale files (src/i18n/locales).
 */

export interface HelpArticle {
  title: string;
  /** Simple HTML: paragraphs, lists, bold. */
  content: string;
}

/** The language every other one falls back to. */
export const HELP_FALLBACK_LANGUAGE = 'EN';

export const HELP_ARTICLES: Readonly<Record<'EN' | 'MY', readonly HelpArticle[]>> = {
  EN: [
    {
      title: 'How to register',
      content:
        '<p>Tap <strong>Register</strong> at the top of the home page. Choose a username and a password, enter the password again to confirm it and accept the terms.</p>' +
        '<p>Your account is ready as soon as the form is sent.</p>',
    },
    {
      title: 'How to deposit',
      content:
        '<p>Open <strong>Deposit</strong>, choose a payment method, enter the amount and follow the steps shown. Your balance updates once the payment is confirmed.</p>' +
        '<ul><li>Keep your payment receipt until the money arrives.</li><li>If the deposit has not arrived within 30 minutes, contact customer service.</li></ul>',
    },
    {
      title: 'How to withdraw',
      content:
        '<p>Open <strong>Withdraw</strong>, choose the bank account that receives the money, then enter the amount and your payment password.</p>' +
        '<p>Withdrawals are usually processed within one hour.</p>',
    },
    {
      title: 'Promotions and rewards',
      content:
        '<p>Every promotion lists its rules and dates. Some rewards need an application: open the promotion, tap <strong>Apply</strong>, add a remark or a screenshot if asked, and send it.</p>' +
        '<p>We review applications within 24 hours.</p>',
    },
    {
      title: 'Account security',
      content:
        '<p>Never share your password or verification codes with anyone. If you think someone else knows your password, change it in <strong>Settings</strong>.</p>' +
        '<p>Always sign out on shared devices.</p>',
    },
    {
      title: 'Responsible gaming',
      content:
        '<p>Play for fun, and only with money you can afford to lose.</p>' +
        '<ul><li>Set yourself a budget and a time limit.</li><li>Take regular breaks.</li><li>Contact us if you want to pause your account.</li></ul>',
    },
    {
      title: 'Contact customer service',
      content: '<p>Our team answers around the clock. Use <strong>Live chat</strong> in the message centre, or the customer-service button on any page.</p>',
    },
  ],
  MY: [
    {
      title: 'စာရင်းသွင်းနည်း',
      content:
        '<p>ပင်မစာမျက်နှာ၏ အပေါ်ဘက်ရှိ <strong>စာရင်းသွင်းရန်</strong> ကို နှိပ်ပါ။ အသုံးပြုသူအမည်နှင့် စကားဝှက်ကို ရွေးချယ်ပြီး အတည်ပြုရန် စကားဝှက်ကို ထပ်မံထည့်သွင်းကာ စည်းမျဉ်းများကို လက်ခံပါ။</p>' +
        '<p>ဖောင်ကို ပေးပို့ပြီးသည်နှင့် သင့်အကောင့်ကို အသုံးပြုနိုင်ပါပြီ။</p>',
    },
    {
      title: 'ငွေသွင်းနည်း',
      content:
        '<p><strong>ငွေသွင်းရန်</strong> ကို ဖွင့်ပြီး ငွေပေးချေမှုနည်းလမ်းကို ရွေးချယ်ပါ။ ပမာဏကို ထည့်သွင်းပြီး ပြသထားသော အဆင့်များအတိုင်း ဆောင်ရွက်ပါ။ ငွေပေးချေမှုကို အတည်ပြုပြီးသည်နှင့် သင့်လက်ကျန်ငွေ ပြောင်းလဲသွားပါမည်။</p>' +
        '<ul><li>ငွေရောက်ရှိသည်အထိ ငွေလွှဲပြေစာကို သိမ်းထားပါ။</li><li>မိနစ် 30 အတွင်း ငွေမရောက်ပါက ဖောက်သည် ဝန်ဆောင်မှုသို့ ဆက်သွယ်ပါ။</li></ul>',
    },
    {
      title: 'ငွေထုတ်နည်း',
      content:
        '<p><strong>ငွေထုတ်ရန်</strong> ကို ဖွင့်ပြီး ငွေလက်ခံမည့် ဘဏ်အကောင့်ကို ရွေးချယ်ပါ။ ထို့နောက် ပမာဏနှင့် ငွေပေးချေမှု စကားဝှက်ကို ထည့်သွင်းပါ။</p>' +
        '<p>ငွေထုတ်ယူမှုများကို ပုံမှန်အားဖြင့် တစ်နာရီအတွင်း ဆောင်ရွက်ပေးပါသည်။</p>',
    },
    {
      title: 'ပရိုမိုးရှင်းနှင့် ဆုလာဘ်များ',
      content:
        '<p>ပရိုမိုးရှင်းတိုင်းတွင် ၎င်း၏ စည်းမျဉ်းများနှင့် ရက်စွဲများကို ဖော်ပြထားပါသည်။ အချို့ဆုလာဘ်များအတွက် လျှောက်ထားရန် လိုအပ်ပါသည်။ ပရိုမိုးရှင်းကို ဖွင့်ပြီး <strong>လျှောက်ထားရန်</strong> ကို နှိပ်ပါ။ တောင်းဆိုထားပါက မှတ်ချက် သို့မဟုတ် ဖန်သားပြင်ဓာတ်ပုံကို ထည့်ပြီး ပေးပို့ပါ။</p>' +
        '<p>လျှောက်လွှာများကို 24 နာရီအတွင်း စစ်ဆေးပေးပါသည်။</p>',
    },
    {
      title: 'အကောင့် လုံခြုံရေး',
      content:
        '<p>သင့်စကားဝှက် သို့မဟုတ် အတည်ပြုကုဒ်များကို မည်သူ့ကိုမျှ မမျှဝေပါနှင့်။ အခြားသူတစ်ဦး သင့်စကားဝှက်ကို သိနေသည်ဟု ထင်ပါက <strong>ဆက်တင်များ</strong> တွင် ပြောင်းလဲပါ။</p>' +
        '<p>အများသုံး စက်ပစ္စည်းများတွင် အမြဲတမ်း အကောင့်မှ ထွက်ပါ။</p>',
    },
    {
      title: 'တာဝန်သိစွာ ကစားခြင်း',
      content:
        '<p>ပျော်ရွှင်မှုအတွက်သာ ကစားပြီး ဆုံးရှုံးနိုင်သည့် ငွေဖြင့်သာ ကစားပါ။</p>' +
        '<ul><li>ကိုယ်ပိုင် ဘတ်ဂျက်နှင့် အချိန်ကန့်သတ်ချက် သတ်မှတ်ပါ။</li><li>ပုံမှန် အနားယူပါ။</li><li>သင့်အကောင့်ကို ခေတ္တရပ်ဆိုင်းလိုပါက ကျွန်ုပ်တို့ထံ ဆက်သွယ်ပါ။</li></ul>',
    },
    {
      title: 'ဖောက်သည် ဝန်ဆောင်မှုသို့ ဆက်သွယ်ရန်',
      content: '<p>ကျွန်ုပ်တို့အဖွဲ့သည် 24 နာရီပတ်လုံး ဖြေကြားပေးပါသည်။ စာတိုများ စင်တာရှိ <strong>တိုက်ရိုက် စကားပြော</strong> သို့မဟုတ် မည်သည့်စာမျက်နှာတွင်မဆို ဖောက်သည် ဝန်ဆောင်မှု ခလုတ်ကို အသုံးပြုပါ။</p>',
    },
  ],
};
