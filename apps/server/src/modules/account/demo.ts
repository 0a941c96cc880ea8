/** What a demo account starts with and is reset to (spec §1: virtual funds). */
export const DEMO_ACCOUNT_BALANCE = '10000';
