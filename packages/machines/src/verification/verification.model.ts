import type { PathModel } from '../testing/pathCoverage';
import { pending } from '../testing/stubs';
import type { VerificationStatus } from './types';
import { verificationMachine } from './verificationMachine';

export const completeForm = {
  realName: 'Ada Lovelace',
  idNumber: 'X1234567',
  documentType: 'passport',
  front: 'https://{host}/f.jpg',
  back: 'https://{host}/b.jpg',
  handHeld: 'https://{host}/h.jpg',
};

const stubbed = verificationMachine.provide({ actors: { submitVerification: pending() } });

const statuses: VerificationStatus[] = ['toBeCertified', 'underReview', 'certified', 'rejected'];

export const verificationModels: PathModel[] = statuses.map((status) => ({
  name: `verification (${status})`,
  machine: stubbed,
  input: { status, rejectReason: status === 'rejected' ? 'Blurred photo' : null },
  samples: {
    'verification.change': [
      { type: 'verification.change', form: completeForm },
      { type: 'verification.change', form: { handHeld: null } },
    ],
    'verification.reviewed': [
      { type: 'verification.reviewed', result: 'certified' },
      { type: 'verification.reviewed', result: 'rejected', message: 'ID number does not match' },
    ],
  },
  invariant: (s) => {
    const { rejectReason } = s.context as { rejectReason: string | null };
    if (s.matches('rejected') && !rejectReason) throw new Error('rejected without a message');
  },
}));
