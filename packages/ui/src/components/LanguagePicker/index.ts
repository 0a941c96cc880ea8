export { LanguagePicker, type LanguageOption, type LanguagePickerProps } from './LanguagePicker';
