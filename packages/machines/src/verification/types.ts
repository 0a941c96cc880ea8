/** Spec §4 identity verification statuses. */
export type VerificationStatus = 'toBeCertified' | 'underReview' | 'certified' | 'rejected';

/** Spec §3: real name, ID number, document type, front, back and hand-held photos (uploaded URLs). */
export interface VerificationForm {
  realName: string;
  idNumber: string;
  documentType: string;
  front: string | null;
  back: string | null;
  handHeld: string | null;
}

export type VerificationError =
  'realNameRequired' | 'idNumberRequired' | 'frontRequired' | 'backRequired' | 'handHeldRequired';

export interface VerificationInput {
  status: VerificationStatus;
  /** The reviewer's message when rejected. */
  rejectReason?: string | null;
  form?: Partial<VerificationForm>;
}

export interface VerificationContext {
  initialStatus: VerificationStatus;
  form: VerificationForm;
  errors: VerificationError[];
  rejectReason: string | null;
  error: string | null;
}

export type VerificationEvent =
  | { type: 'verification.change'; form: Partial<VerificationForm> }
  | { type: 'verification.submit' }
  /** The review outcome, pushed or found on refresh. */
  | { type: 'verification.reviewed'; result: 'certified' }
  | { type: 'verification.reviewed'; result: 'rejected'; message: string }
  | { type: 'verification.resubmit' };
