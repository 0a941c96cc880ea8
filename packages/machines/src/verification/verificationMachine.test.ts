import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import type { VerificationInput } from './types';
import { completeForm } from './verification.model';
import { verificationErrors, verificationMachine } from './verificationMachine';

function start(input: VerificationInput = { status: 'toBeCertified' }) {
  const io = controlledActors();
  const actor = createActor(
    verificationMachine.provide({ actors: { submitVerification: io.actor('submitVerification') } }),
    { input },
  ).start();
  return { actor, io };
}

describe('verification machine', () => {
  it('requires the front, back and hand-held photos and the text fields', () => {
    expect(
      verificationErrors({ ...completeForm, front: null, back: null, handHeld: null }),
    ).toEqual(['frontRequired', 'backRequired', 'handHeldRequired']);
    expect(verificationErrors({ ...completeForm, realName: ' ', idNumber: '' })).toEqual([
      'realNameRequired',
      'idNumberRequired',
    ]);
    const { actor, io } = start();
    actor.send({ type: 'verification.change', form: { ...completeForm, handHeld: null } });
    actor.send({ type: 'verification.submit' });
    expect(actor.getSnapshot().value).toBe('toBeCertified');
    expect(actor.getSnapshot().context.errors).toEqual(['handHeldRequired']);
    expect(io.calls).toEqual([]);
  });

  it('submits, waits for review and ends certified', async () => {
    const { actor, io } = start();
    actor.send({ type: 'verification.change', form: completeForm });
    actor.send({ type: 'verification.submit' });
    expect(io.calls).toEqual([{ name: 'submitVerification', input: completeForm }]);
    await io.resolve('submitVerification');
    expect(actor.getSnapshot().value).toBe('underReview');
    actor.send({ type: 'verification.reviewed', result: 'certified' });
    expect(actor.getSnapshot().value).toBe('certified');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the rejection message and lets the user resubmit', async () => {
    const { actor, io } = start({ status: 'underReview' });
    actor.send({ type: 'verification.reviewed', result: 'rejected', message: 'Blurred photo' });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.rejectReason).toBe('Blurred photo');
    actor.send({ type: 'verification.resubmit' });
    actor.send({ type: 'verification.change', form: completeForm });
    actor.send({ type: 'verification.submit' });
    await io.reject('submitVerification', { errMsg: 'Image too large' });
    expect(actor.getSnapshot().value).toBe('toBeCertified');
    expect(actor.getSnapshot().context.error).toBe('Image too large');
  });

  it.each([
    ['toBeCertified', 'toBeCertified'],
    ['underReview', 'underReview'],
    ['certified', 'certified'],
    ['rejected', 'rejected'],
  ] as const)('starts from the server status %s', (status, state) => {
    expect(start({ status, rejectReason: 'x' }).actor.getSnapshot().value).toBe(state);
  });
});
