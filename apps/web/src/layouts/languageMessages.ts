import { defineMessages } from 'react-intl';

export const languageMessages = defineMessages({
  trigger: {
    id: 'shell.language.trigger',
    defaultMessage: 'Language',
    description: 'Accessible name of the header button that opens the language picker',
  },
  title: {
    id: 'shell.language.title',
    defaultMessage: 'Choose a language',
    description: 'Title of the language picker sheet',
  },
});
