import { fixtures } from '@repo/api-schema/mocks';
import type { StoryReply } from '../../shared/testing/storyApi';

/** Story answers shared by the funds screens: the user as a real account, a demo one, one without a withdrawal password. */
export const userReply = (over: Record<string, unknown> = {}): StoryReply => ({
  code: 0,
  data: { ...fixtures.userInfo, role: 'user', hasWithdrawalPassword: true, ...over },
});
export const failing: StoryReply = { code: 500, msg: 'Service unavailable' };
