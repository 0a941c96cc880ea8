import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { withFreshQueryClient } from '../../shared/testing/queryClient';
import { failing, userReply } from './fundsStories';
import type { UploadVoucher } from './progressUpload';
import { RechargeScreen } from './RechargeScreen';

/** An upload that advances to half and stays there (the progress bar). */
const halfway: UploadVoucher = (_file, onProgress) => {
  onProgress(0.5);
  return new Promise<string>(() => undefined);
};

const meta = {
  title: 'Screens/Funds/Deposit',
  component: RechargeScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi({ '/user/info': userReply() }),
    uploadVoucher: (async () => '//{host}/upload/voucher.png') as UploadVoucher,
    onBack: () => undefined,
  },
} satisfies Meta<typeof RechargeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const offlineFirst = createStoryApi({
  '/user/info': userReply(),
  '/user/recharge/channel/list': {
    code: 0,
    data: [...fixtures.rechargeChannels].sort((a) => (a.type === 'offline' ? -1 : 1)),
  },
});

/** The first channel (crypto): address, QR and copy. */
export const Crypto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible();
  },
};

/** The offline bank transfer: payer form and voucher. */
export const Offline: Story = {
  args: { api: offlineFirst },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Payer' })).toBeVisible();
  },
};

/** Submitted without payer details or voucher: every missing field says so. */
export const OfflineMissing: Story = {
  args: { api: offlineFirst },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit' }));
    await expect(await canvas.findByText('Upload the payment voucher')).toBeVisible();
  },
};

/** A coupon the server knows (the mock's WELCOME5, 5 %): the discount and the payment with it. */
export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Coupon code (optional)' }),
      'WELCOME5',
    );
    await userEvent.tab();
    await expect(await canvas.findByText('Coupon applied: 5% off the payment')).toBeVisible();
    // 100 × 1 × 95 / 100
    await expect(canvas.getByText('95.0000 USDT')).toBeVisible();
  },
};

/** A code the server refuses: the translated field error; what was typed stays. */
export const CouponInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (USDT)' }), '100');
    const coupon = canvas.getByRole('textbox', { name: 'Coupon code (optional)' });
    await userEvent.type(coupon, 'NOPE');
    await userEvent.tab();
    await expect(await canvas.findByText('This coupon code is not valid')).toBeVisible();
    await expect(coupon).toHaveValue('NOPE');
    await expect(canvas.getByText('100.0000 USDT')).toBeVisible();
  },
};

/** The check itself could not be made (too many checks): the form still works. */
export const CouponNotChecked: Story = {
  args: {
    api: createStoryApi({
      '/user/info': userReply(),
      '/user/recharge/coupon/check': { code: 429, msg: 'Too many requests' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Coupon code (optional)' }),
      'WELCOME5',
    );
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        'The coupon code could not be checked now; it is checked again when you submit.',
      ),
    ).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { api: offlineFirst, uploadVoucher: halfway },
};

export const DemoAccount: Story = {
  args: { api: createStoryApi({ '/user/info': userReply({ role: 'demo' }) }) },
};

export const NoChannels: Story = {
  args: {
    api: createStoryApi({
      '/user/info': userReply(),
      '/user/recharge/channel/list': { code: 0, data: [] },
    }),
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/recharge/channel/list': 'never' }) },
};

export const LoadError: Story = {
  args: {
    api: createStoryApi({ '/user/info': userReply(), '/user/recharge/channel/list': failing }),
  },
};
