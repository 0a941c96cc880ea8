import { defineMessages } from 'react-intl';

/** What every form says about a failed submit (the ids predate this folder: kept, so translations stay). */
export const formMessages = defineMessages<{
  errorSummaryTitle: { count: number };
  errorSummaryEntry: { label: string; message: string };
  rejected: { code: number };
  networkError: Record<string, never>;
  tooMany: Record<string, never>;
}>({
  errorSummaryTitle: {
    id: 'auth.error.summaryTitle',
    defaultMessage: '{count, plural, one {Check this field} other {Check these # fields}}',
    description:
      'Heading of the list of invalid fields shown above a form after a submit (count: how many)',
  },
  errorSummaryEntry: {
    id: 'auth.error.summaryEntry',
    defaultMessage: '{label}: {message}',
    description:
      'One line of the invalid-field list above a form: the field label and its error, a link to the field',
  },
  rejected: {
    id: 'auth.error.rejected',
    defaultMessage: 'This could not be done (code {code}).',
    description: 'Form error for a refusal of the server with an unknown code and no text',
  },
  networkError: {
    id: 'auth.error.network',
    defaultMessage: 'The request failed. Check your connection and try again.',
    description: 'Form error when the server could not be reached or did not answer in time',
  },
  tooMany: {
    id: 'auth.error.tooMany',
    defaultMessage: 'Too many attempts for now. Wait a few minutes and try again.',
    description:
      'Form error when the server refuses a request because too many were made (failed logins, codes, payments); waiting lets the user try again',
  },
});
