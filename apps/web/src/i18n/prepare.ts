import { loadNumberLocaleData } from '@repo/ui/format';
import { loadMessages, type CompiledMessages } from './messages';

/**
 * Everything a locale needs before its first render: the compiled messages and, for the languages
 * Chromium has no number data for (mn, ckb, si, sq, km, my, lo, uz, az, kk), the CLDR number data
 * the formatting module uses. Both are lazy chunks loaded in parallel.
 */
export async function prepareLocale(tag: string): Promise<CompiledMessages> {
  const [messages] = await Promise.all([loadMessages(tag), loadNumberLocaleData(tag)]);
  return messages;
}
