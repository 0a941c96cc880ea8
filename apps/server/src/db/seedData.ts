/** Static seed content created on first start. Everything here is demo content, clearly marked as such. */

export { defaultSiteParams } from '../modules/content/siteDefaults';
export { DEMO_ACCOUNT_BALANCE } from '../modules/account/demo';

/** The 40 locales of I18N.md: tag, native name, direction. */
export const seedLanguages: readonly { code: string; name: string; dir: 'ltr' | 'rtl' }[] = [
  { code: 'en-US', name: 'English', dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'zh-HK', name: '繁體中文（香港）', dir: 'ltr' },
  { code: 'zh-TW', name: '繁體中文（台灣）', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ru-RU', name: 'Русский', dir: 'ltr' },
  { code: 'tr-TR', name: 'Türkçe', dir: 'ltr' },
  { code: 'ko-KR', name: '한국어', dir: 'ltr' },
  { code: 'id-ID', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'pl-PL', name: 'Polski', dir: 'ltr' },
  { code: 'it-IT', name: 'Italiano', dir: 'ltr' },
  { code: 'uz-Latn-UZ', name: 'Oʻzbekcha', dir: 'ltr' },
  { code: 'mn-MN', name: 'Монгол', dir: 'ltr' },
  { code: 'fi-FI', name: 'Suomi', dir: 'ltr' },
  { code: 'bn-BD', name: 'বাংলা', dir: 'ltr' },
  { code: 'am-ET', name: 'አማርኛ', dir: 'ltr' },
  { code: 'vi-VN', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr-FR', name: 'Français', dir: 'ltr' },
  { code: 'uk-UA', name: 'Українська', dir: 'ltr' },
  { code: 'ckb-IQ', name: 'کوردی', dir: 'rtl' },
  { code: 'es-ES', name: 'Español', dir: 'ltr' },
  { code: 'ja-JP', name: '日本語', dir: 'ltr' },
  { code: 'nl-NL', name: 'Nederlands', dir: 'ltr' },
  { code: 'si-LK', name: 'සිංහල', dir: 'ltr' },
  { code: 'az-Latn-AZ', name: 'Azərbaycanca', dir: 'ltr' },
  { code: 'sq-AL', name: 'Shqip', dir: 'ltr' },
  { code: 'fa-IR', name: 'فارسی', dir: 'rtl' },
  { code: 'ar-SA', name: 'العربية', dir: 'rtl' },
  { code: 'hi-IN', name: 'हिन्दी', dir: 'ltr' },
  { code: 'th-TH', name: 'ไทย', dir: 'ltr' },
  { code: 'ms-MY', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'ur-PK', name: 'اردو', dir: 'rtl' },
  { code: 'km-KH', name: 'ខ្មែរ', dir: 'ltr' },
  { code: 'my-MM', name: 'မြန်မာ', dir: 'ltr' },
  { code: 'lo-LA', name: 'ລາວ', dir: 'ltr' },
  { code: 'fil-PH', name: 'Filipino', dir: 'ltr' },
  { code: 'kk-KZ', name: 'Қазақ тілі', dir: 'ltr' },
  { code: 'sw-KE', name: 'Kiswahili', dir: 'ltr' },
  { code: 'ta-IN', name: 'தமிழ்', dir: 'ltr' },
];

export const seedCountries: readonly { code: string; name: string; dialCode: string }[] = [
  { code: 'US', name: 'United States', dialCode: '+1' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { code: 'CN', name: 'China', dialCode: '+86' },
  { code: 'HK', name: 'Hong Kong', dialCode: '+852' },
  { code: 'TW', name: 'Taiwan', dialCode: '+886' },
  { code: 'JP', name: 'Japan', dialCode: '+81' },
  { code: 'KR', name: 'South Korea', dialCode: '+82' },
  { code: 'VN', name: 'Vietnam', dialCode: '+84' },
  { code: 'TH', name: 'Thailand', dialCode: '+66' },
  { code: 'ID', name: 'Indonesia', dialCode: '+62' },
  { code: 'MY', name: 'Malaysia', dialCode: '+60' },
  { code: 'PH', name: 'Philippines', dialCode: '+63' },
  { code: 'IN', name: 'India', dialCode: '+91' },
  { code: 'BD', name: 'Bangladesh', dialCode: '+880' },
  { code: 'PK', name: 'Pakistan', dialCode: '+92' },
  { code: 'BR', name: 'Brazil', dialCode: '+55' },
  { code: 'DE', name: 'Germany', dialCode: '+49' },
  { code: 'FR', name: 'France', dialCode: '+33' },
  { code: 'ES', name: 'Spain', dialCode: '+34' },
  { code: 'IT', name: 'Italy', dialCode: '+39' },
  { code: 'NL', name: 'Netherlands', dialCode: '+31' },
  { code: 'PL', name: 'Poland', dialCode: '+48' },
  { code: 'TR', name: 'Türkiye', dialCode: '+90' },
  { code: 'RU', name: 'Russia', dialCode: '+7' },
  { code: 'UA', name: 'Ukraine', dialCode: '+380' },
  { code: 'SA', name: 'Saudi Arabia', dialCode: '+966' },
  { code: 'IR', name: 'Iran', dialCode: '+98' },
  { code: 'IQ', name: 'Iraq', dialCode: '+964' },
  { code: 'ET', name: 'Ethiopia', dialCode: '+251' },
  { code: 'KE', name: 'Kenya', dialCode: '+254' },
  { code: 'NG', name: 'Nigeria', dialCode: '+234' },
  { code: 'ZA', name: 'South Africa', dialCode: '+27' },
  { code: 'AU', name: 'Australia', dialCode: '+61' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'MX', name: 'Mexico', dialCode: '+52' },
  { code: 'MN', name: 'Mongolia', dialCode: '+976' },
  { code: 'UZ', name: 'Uzbekistan', dialCode: '+998' },
  { code: 'KZ', name: 'Kazakhstan', dialCode: '+7' },
  { code: 'AZ', name: 'Azerbaijan', dialCode: '+994' },
  { code: 'AL', name: 'Albania', dialCode: '+355' },
  { code: 'LK', name: 'Sri Lanka', dialCode: '+94' },
  { code: 'KH', name: 'Cambodia', dialCode: '+855' },
  { code: 'MM', name: 'Myanmar', dialCode: '+95' },
  { code: 'LA', name: 'Laos', dialCode: '+856' },
  { code: 'FI', name: 'Finland', dialCode: '+358' },
];

/** Dictionaries (enums) the app reads at startup: type → [code, label]. */
export const seedDictionaries: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  OrderDirection: [
    ['1', 'Long'],
    ['2', 'Short'],
  ],
  OrderStatus: [
    ['0', 'Entrusted'],
    ['1', 'In position'],
    ['2', 'Closed'],
    ['3', 'Revoked'],
    ['4', 'Settling'],
  ],
  OrderType: [
    ['market', 'Market order'],
    ['limit', 'Pending order'],
  ],
  ProductCategory: [
    ['coin', 'Coins'],
    ['stock', 'Stocks'],
    ['futures', 'Futures'],
    ['forex', 'Forex'],
  ],
  RealNameStatus: [
    ['0', 'To be certified'],
    ['1', 'Under review'],
    ['2', 'Certified'],
    ['3', 'Rejected'],
  ],
  DocumentType: [
    ['id_card', 'ID card'],
    ['passport', 'Passport'],
    ['driver_license', 'Driving licence'],
  ],
  CardType: [
    ['bank', 'Bank card'],
    ['wallet', 'Wallet address'],
  ],
  BillType: [
    ['recharge', 'Deposit'],
    ['withdraw', 'Withdrawal'],
    ['trade', 'Trade'],
    ['fee', 'Fee'],
    ['reward', 'Reward'],
    ['demo_reset', 'Demo reset'],
  ],
  KlineInterval: [
    ['1m', '1 minute'],
    ['5m', '5 minutes'],
    ['15m', '15 minutes'],
    ['30m', '30 minutes'],
    ['1h', '1 hour'],
    ['4h', '4 hours'],
    ['1d', '1 day'],
  ],
};

export const seedLevels: readonly { level: number; name: string; minBalance: string }[] = [
  { level: 1, name: 'VIP 1', minBalance: '0' },
  { level: 2, name: 'VIP 2', minBalance: '1000' },
  { level: 3, name: 'VIP 3', minBalance: '10000' },
  { level: 4, name: 'VIP 4', minBalance: '50000' },
  { level: 5, name: 'VIP 5', minBalance: '200000' },
];

export const seedArticles: readonly { category: string; title: string; content: string }[] = [
  {
    category: 'faq',
    title: 'How do I deposit?',
    content: '<p>Open Wallet, choose Deposit and follow the steps. (Demo content.)</p>',
  },
  {
    category: 'faq',
    title: 'How long does a withdrawal take?',
    content:
      '<p>Withdrawals are reviewed and usually complete within one business day. (Demo content.)</p>',
  },
  {
    category: 'faq',
    title: 'Are the prices real?',
    content: '<p>No. This demo server runs a market simulator; every price is simulated.</p>',
  },
  {
    category: 'help',
    title: 'Getting started',
    content: '<p>Register, verify your identity, then try the demo account. (Demo content.)</p>',
  },
  {
    category: 'help',
    title: 'Risk warning',
    content:
      '<p>Trading leveraged products carries a high level of risk and may not be suitable for all investors.</p>',
  },
  {
    category: 'article',
    title: 'What is a stop loss?',
    content:
      '<p>A stop loss closes a position when the price moves against you by a chosen amount.</p>',
  },
  {
    category: 'article',
    title: 'Understanding margin',
    content: '<p>Margin is the amount set aside to open a leveraged position.</p>',
  },
  {
    category: 'terms',
    title: 'Terms of service',
    content: '<p>Demo terms of service for the reference server.</p>',
  },
  {
    category: 'privacy',
    title: 'Privacy policy',
    content: '<p>Demo privacy policy for the reference server.</p>',
  },
  {
    category: 'about',
    title: 'About us',
    content: '<p>A reference backend for the trading app. Market data is simulated.</p>',
  },
];

/** A few server-side translation overlays (raw ICU strings), to exercise /translation/list. */
export const seedTranslations: readonly { lang: string; key: string; value: string }[] = [
  { lang: 'en-US', key: 'server.simulated.label', value: 'Simulated market data' },
  { lang: 'zh-CN', key: 'server.simulated.label', value: '模拟行情数据' },
  { lang: 'de-DE', key: 'server.simulated.label', value: 'Simulierte Marktdaten' },
  { lang: 'fr-FR', key: 'server.simulated.label', value: 'Données de marché simulées' },
  { lang: 'es-ES', key: 'server.simulated.label', value: 'Datos de mercado simulados' },
];

export const DEMO_PASSWORD = 'demo123456';
export const DEMO_WITHDRAW_PASSWORD = '123456';

/** Demo deposit channels (spec §1): a crypto address and an offline bank transfer. */
export const seedRechargeChannels = [
  {
    name: 'USDT (TRC20)',
    type: 'crypto',
    currency: 'USDT',
    network: 'TRC20',
    address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    minAmount: '10',
    maxAmount: '100000',
    exchangeRate: '1',
  },
  {
    name: 'Bank transfer (USD)',
    type: 'offline',
    currency: 'USD',
    bankName: 'Demo Bank',
    accountName: 'Demo Trading Ltd',
    accountNumber: '000123456789',
    minAmount: '50',
    maxAmount: '50000',
    exchangeRate: '1',
  },
] as const;
