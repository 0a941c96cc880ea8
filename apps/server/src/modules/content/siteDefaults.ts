import type { Schema } from '@repo/api-schema/schema';

type SiteParameters = Schema<'SiteParameters'>;

/** Every site parameter key of spec §3, with the embedded defaults. */
export const defaultSiteParams: Readonly<SiteParameters> = {
  FRONT_DOMAIN: 'http://127.0.0.1:8080',
  SYSTEM_DATETIME_FORMAT: 'yyyy-MM-dd HH:mm:ss',
  ACCOUNT_INFO_ENCRYPT_OPEN: '1',
  APP_DOWNLOAD_PAGE: '/app',
  SYSTEM_MAINTAIN: '0',
  SYSTEM_ONLY_MOBILE_OPEN: '0',
  SYSTEM_PC_FORCE_APP: '0',
  SITE_FAVICON: '/favicon.svg',
  FILE_UPLOAD_DOMAIN: 'http://127.0.0.1:8080',
  IP_FILE_UPLOAD_DOMAIN: 'http://127.0.0.1:8080',
  SHOW_NEW_NOTICE_OPEN: '1',
  ONLINE_SERVICE_URL: '/m/support',
  ONLINE_SERVICE_SCRIPT: '',
  STATISTICS_SCRIPT: '',
  SITE_NAME: 'Demo Trading',
  CURRENCY_SYMBOL: '$',
  REVERSE_COLOR_OPEN: '0',
  FORCE_LOGIN_OPEN: '0',
  INVITE_MAX_REWARD: '100',
  MARKET_DATA_SIMULATED: '1',
  BET_OPEN: '1',
};
