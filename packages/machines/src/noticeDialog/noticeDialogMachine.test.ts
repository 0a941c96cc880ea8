import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActors } from '../testing/deferred';
import { siteNotice } from './noticeDialog.model';
import { createNoticeDialogMachine, noticeDialogMachine } from './noticeDialogMachine';
import type { NoticeDialogInput } from './types';

/** The session as the dialog follows it: an account with `count` unread messages. */
const account = (count: number, userId: string | null = '7') =>
  ({ type: 'notice.sessionUpdated', userId, unreadCount: count, siteNoticeAllowed: true }) as const;

type Build = typeof createNoticeDialogMachine;
const provided: Build = (implementations) => noticeDialogMachine.provide(implementations);

function start(input: NoticeDialogInput, build: Build = provided) {
  const io = controlledActors();
  const effects: string[] = [];
  const actor = createActor(
    build({
      actors: { markNoticeRead: io.actor('markNoticeRead') },
      actions: {
        openMessages: () => effects.push('openMessages'),
        setTradePopupFlag: (_, p) => effects.push(`popupFlag:${p.value}`),
        rememberUnreadPrompted: () => effects.push('remember'),
        forgetUnreadPrompted: () => effects.push('forget'),
      },
    }),
    { input },
  ).start();
  return { actor, io, effects };
}

describe('notice dialog machine', () => {
  it('shows a site notice only when the site allows it', () => {
    const off = start({ siteNoticeAllowed: false, userId: '7' });
    off.actor.send({ type: 'notice.siteNotice', notice: siteNotice });
    expect(off.actor.getSnapshot().value).toBe('idle');
    const on = start({ siteNoticeAllowed: true, userId: '7' });
    on.actor.send({ type: 'notice.siteNotice', notice: siteNotice });
    expect(on.actor.getSnapshot().value).toBe('showingSiteNotice');
  });

  it('closing marks the notice read for a logged-in user and clears it', async () => {
    const { actor, io, effects } = start({ siteNoticeAllowed: true, userId: '7' });
    actor.send({ type: 'notice.siteNotice', notice: siteNotice });
    actor.send({ type: 'notice.close' });
    expect(io.calls).toEqual([{ name: 'markNoticeRead', input: { id: 'N-1', userId: '7' } }]);
    await io.reject('markNoticeRead', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(effects).toEqual(['popupFlag:0']);
  });

  it('closing only clears it locally for a visitor', () => {
    const { actor, io, effects } = start({ siteNoticeAllowed: true, userId: null });
    actor.send({ type: 'notice.siteNotice', notice: siteNotice });
    actor.send({ type: 'notice.close' });
    expect(io.calls).toEqual([]);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(effects).toEqual(['popupFlag:0']);
  });

  it('prompts about unread messages once per session; a login resets that', () => {
    const { actor, effects } = start({ siteNoticeAllowed: true, userId: '7' });
    actor.send(account(3));
    expect(actor.getSnapshot().value).toBe('showingUnreadPrompt');
    actor.send({ type: 'notice.openMessages' });
    expect(effects).toEqual(['remember', 'openMessages']);
    actor.send(account(4));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'notice.reset' });
    expect(effects.at(-1)).toBe('forget');
    actor.send(account(4));
    expect(actor.getSnapshot().value).toBe('showingUnreadPrompt');
    actor.send({ type: 'notice.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('does not prompt again in a page of a browser session that was prompted already', () => {
    const { actor } = start({ siteNoticeAllowed: true, userId: '7', unreadPrompted: true });
    actor.send(account(3));
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('follows the site flag as the session reports it', () => {
    const { actor } = start({ siteNoticeAllowed: true, userId: null });
    actor.send({ ...account(0, null), siteNoticeAllowed: false });
    actor.send({ type: 'notice.siteNotice', notice: siteNotice });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('does not prompt without unread messages', () => {
    const { actor } = start({ siteNoticeAllowed: true, userId: '7' });
    actor.send(account(0));
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the unread prompt after the site notice is closed', () => {
    const { actor } = start({ siteNoticeAllowed: true, userId: null });
    actor.send({ type: 'notice.siteNotice', notice: siteNotice });
    actor.send(account(1, null));
    expect(actor.getSnapshot().value).toBe('showingSiteNotice');
    actor.send({ type: 'notice.close' });
    expect(actor.getSnapshot().value).toBe('showingUnreadPrompt');
  });

  it('follows the session: a notice closed after login is marked read', () => {
    const { actor, io } = start({ siteNoticeAllowed: true, userId: null });
    actor.send(account(0, '9'));
    actor.send({ type: 'notice.siteNotice', notice: siteNotice });
    actor.send({ type: 'notice.close' });
    expect(io.calls[0]).toEqual({ name: 'markNoticeRead', input: { id: 'N-1', userId: '9' } });
  });
});

describe('createNoticeDialogMachine (the app builds its notice machine with it)', () => {
  it('closing a notice runs the read-marking and the effects it is given, as provide does', async () => {
    const runs = [provided, createNoticeDialogMachine].map((build) =>
      start({ siteNoticeAllowed: true, userId: '7' }, build),
    );
    for (const { actor } of runs) {
      actor.send({ type: 'notice.siteNotice', notice: siteNotice });
      actor.send({ type: 'notice.close' });
    }
    for (const { io } of runs) await io.resolve('markNoticeRead', undefined);
    const [viaProvide, viaFactory] = runs;
    expect(viaFactory!.io.calls).toEqual([
      { name: 'markNoticeRead', input: { id: 'N-1', userId: '7' } },
    ]);
    expect(viaFactory!.effects).toEqual(viaProvide!.effects);
    expect(viaFactory!.effects).toEqual(['popupFlag:0']);
    expect(viaFactory!.actor.getSnapshot().value).toBe('idle');
  });
});
