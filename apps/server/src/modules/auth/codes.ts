import { createHash, randomInt } from 'node:crypto';

/** How verification codes reach the user. The embedded default logs them to the console. */
export interface CodeDelivery {
  send(message: {
    channel: 'email' | 'phone';
    target: string;
    scene: string;
    code: string;
  }): Promise<void>;
}

export class ConsoleCodeDelivery implements CodeDelivery {
  async send(message: { channel: string; target: string; scene: string; code: string }) {
    console.log(
      `[verification code] ${message.scene} to ${message.channel} ${message.target}: ${message.code}`,
    );
  }
}

export const hashCode = (code: string) => createHash('sha256').update(`vc:${code}`).digest('hex');
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
