import type { AnyHandler } from '../http/route';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { contentRoutes } from './content/routes';
import { inviteRoutes } from './invite/routes';
import { marketRoutes } from './market/routes';
import { messageRoutes } from './messages/routes';
import { tradeRoutes } from './trade/routes';
import { verificationRoutes } from './verification/routes';
import { betRoutes } from './bet/routes';
import { uploadRoutes } from './uploads/routes';
import { walletRoutes } from './wallet/routes';

/**
 * Every operation this server implements, by operationId, collected from the modules. A new contract
 * tag gets a folder here with its routes.ts (and service.ts), added to this list.
 */
export const moduleRoutes: Record<string, AnyHandler> = {
  ...authRoutes,
  ...accountRoutes,
  ...messageRoutes,
  ...verificationRoutes,
  ...inviteRoutes,
  ...contentRoutes,
  ...marketRoutes,
  ...tradeRoutes,
  ...betRoutes,
  ...walletRoutes,
  ...uploadRoutes,
};
