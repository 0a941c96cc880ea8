export {
  COMPLETE_LOCALES,
  DEFAULT_LOCALE,
  LOCALES,
  PSEUDO_LOCALE,
  RTL_LANGUAGES,
  localeInfo,
  resolveLocaleTag,
  type Direction,
  type LocaleInfo,
  type PluralCategory,
} from './locales';
export { applyDocumentLocale, directionOf } from './document';
export { hasBundledMessages, loadMessages, type CompiledMessages } from './messages';
export {
  argumentNames,
  overlayServerTranslations,
  type OverlayResult,
  type RejectedTranslation,
} from './overlay';
export { prepareLocale } from './prepare';
