import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '@repo/api-schema/client';
import { Button } from '@repo/ui/components/Button';
import { TextField } from '@repo/ui/components/TextField';
import * as styles from './auth.css';
import { authMessages } from './messages';

function randomKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The image as a data URL (SVG or PNG), so no object URL has to be revoked. */
async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${blob.type || 'image/svg+xml'};base64,${btoa(binary)}`;
}

/**
 * The captcha image (GET /common/getCaptcha through the generated client, keyed by a random `t`) and
 * its current key, which the form sends back as `captchaKey`. `load()` fetches a new image.
 */
export function useCaptcha(api: ApiClient) {
  const [captchaKey, setKey] = useState<string | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const load = useCallback(async () => {
    const t = randomKey();
    latest.current = t;
    setKey(t);
    try {
      const { data } = await api.GET('/common/getCaptcha', {
        params: { query: { t } },
        parseAs: 'blob',
      });
      const url = data ? await toDataUrl(data) : null;
      if (latest.current === t) setSrc(url);
    } catch {
      if (latest.current === t) setSrc(null);
    }
  }, [api]);
  return { captchaKey, src, load };
}

export interface CaptchaFieldProps {
  src: string | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onRefresh: () => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/** The captcha answer with its image and a button for a new image. */
export function CaptchaField({
  src,
  value,
  onChange,
  onBlur,
  onRefresh,
  errorMessage,
  isDisabled = false,
}: CaptchaFieldProps) {
  const intl = useIntl();
  return (
    <div className={styles.captchaRow}>
      <TextField
        label={intl.formatMessage(authMessages.captcha)}
        description={intl.formatMessage(authMessages.captchaRequired)}
        name="captcha"
        value={value}
        onChange={onChange}
        {...(onBlur ? { onBlur } : {})}
        autoComplete="off"
        isRequired
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      />
      <div>
        {src ? (
          <img
            className={styles.captchaImage}
            src={src}
            alt={intl.formatMessage(authMessages.captchaImage)}
          />
        ) : null}
        <Button tone="ghost" size="small" onPress={onRefresh} isDisabled={isDisabled}>
          {intl.formatMessage(authMessages.captchaRefresh)}
        </Button>
      </div>
    </div>
  );
}

export function useCaptchaOnce(load: () => Promise<void>, active: boolean) {
  useEffect(() => {
    if (active) void load();
  }, [active, load]);
}
