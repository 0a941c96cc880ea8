import { assign, setup } from 'xstate';
import { failureMessage, notProvided } from '../shared/io';
import type {
  VerificationContext,
  VerificationError,
  VerificationEvent,
  VerificationForm,
  VerificationInput,
  VerificationStatus,
} from './types';

/** Spec §5: no empty field; front, back and hand-held photos are required. */
export function verificationErrors(form: VerificationForm): VerificationError[] {
  const errors: VerificationError[] = [];
  if (form.realName.trim() === '') errors.push('realNameRequired');
  if (form.idNumber.trim() === '') errors.push('idNumberRequired');
  if (!form.front) errors.push('frontRequired');
  if (!form.back) errors.push('backRequired');
  if (!form.handHeld) errors.push('handHeldRequired');
  return errors;
}

/**
 * Identity verification: to be certified → submitting → under review → certified, or rejected with
 * the reviewer's message → resubmit. Starts in whatever status the server reports.
 */
export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
  },
  actors: {
    submitVerification: notProvided<void, VerificationForm>('submitVerification'),
  },
  guards: {
    startsAs: ({ context }, params: { status: VerificationStatus }) =>
      context.initialStatus === params.status,
    isComplete: ({ context }) => verificationErrors(context.form).length === 0,
    isCertified: ({ event }) =>
      event.type === 'verification.reviewed' && event.result === 'certified',
  },
}).createMachine({
  id: 'verification',
  initial: 'resolving',
  context: ({ input }) => ({
    initialStatus: input.status,
    form: {
      realName: '',
      idNumber: '',
      documentType: 'idCard',
      front: null,
      back: null,
      handHeld: null,
      ...input.form,
    },
    errors: [],
    rejectReason: input.rejectReason ?? null,
    error: null,
  }),
  states: {
    resolving: {
      always: [
        { guard: { type: 'startsAs', params: { status: 'underReview' } }, target: 'underReview' },
        { guard: { type: 'startsAs', params: { status: 'certified' } }, target: 'certified' },
        { guard: { type: 'startsAs', params: { status: 'rejected' } }, target: 'rejected' },
        { target: 'toBeCertified' },
      ],
    },
    toBeCertified: {
      on: {
        'verification.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, ...event.form }),
            errors: [],
          }),
        },
        'verification.submit': [
          {
            guard: 'isComplete',
            target: 'submitting',
            actions: assign({ errors: [], error: null }),
          },
          { actions: assign({ errors: ({ context }) => verificationErrors(context.form) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitVerification',
        src: 'submitVerification',
        input: ({ context }) => context.form,
        onDone: 'underReview',
        onError: {
          target: 'toBeCertified',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    underReview: {
      on: {
        'verification.reviewed': [
          { guard: 'isCertified', target: 'certified', actions: assign({ rejectReason: null }) },
          {
            target: 'rejected',
            actions: assign({
              rejectReason: ({ event }) => ('message' in event ? event.message : null),
            }),
          },
        ],
      },
    },
    rejected: {
      on: { 'verification.resubmit': 'toBeCertified' },
    },
    certified: { type: 'final' },
  },
});
