import { useEffect, useId, useState } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { checkFile, fileKinds, type FileKind } from './fileCheck';
import * as styles from './FilePicker.css';

const messages = defineMessages<{
  choose: NoMessageValues;
  replace: NoMessageValues;
  remove: NoMessageValues;
  hint: { max: string };
  empty: NoMessageValues;
  tooLarge: { max: string };
  type: NoMessageValues;
}>({
  choose: {
    id: 'ui.filePicker.choose',
    defaultMessage: 'Choose a file',
    description: 'Button that opens the file or photo chooser',
  },
  replace: {
    id: 'ui.filePicker.replace',
    defaultMessage: 'Choose another file',
    description: 'Button that replaces the chosen file',
  },
  remove: {
    id: 'ui.filePicker.remove',
    defaultMessage: 'Remove',
    description: 'Button that clears the chosen file',
  },
  hint: {
    id: 'ui.filePicker.hint',
    defaultMessage: 'Up to {max}',
    description: 'Upload size limit, e.g. "Up to 5 MB"',
  },
  empty: {
    id: 'ui.filePicker.error.empty',
    defaultMessage: 'The file is empty.',
    description: 'Upload error: the chosen file has no content',
  },
  tooLarge: {
    id: 'ui.filePicker.error.tooLarge',
    defaultMessage: 'The file is larger than {max}.',
    description: 'Upload error: the chosen file is too big',
  },
  type: {
    id: 'ui.filePicker.error.type',
    defaultMessage: 'This type of file is not accepted.',
    description: 'Upload error: the file is not one of the accepted image or document types',
  },
});

export interface FilePickerProps {
  label: string;
  /** Accepted kinds, checked by content; defaults to JPEG and PNG photos. */
  accept?: readonly FileKind[];
  /** Size limit in bytes; defaults to 5 MB. */
  maxBytes?: number;
  /** Called with a file that passed the checks, or null when cleared. */
  onChange: (file: File | null) => void;
  /** Allow the camera on phones (ID photos). */
  capture?: 'user' | 'environment';
  isDisabled?: boolean;
}

/**
 * Picks one photo or document (ID photos, payment vouchers) with a preview. The file is checked by
 * its first bytes and its size before it is accepted; the error is announced.
 */
export function FilePicker({
  label,
  accept = ['jpeg', 'png'],
  maxBytes = 5 * 1024 * 1024,
  onChange,
  capture,
  isDisabled = false,
}: FilePickerProps) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const max = intl.formatNumber(maxBytes / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  async function pick(list: FileList | null) {
    const chosen = list?.[0];
    if (!chosen) return;
    const result = await checkFile(chosen, accept, maxBytes);
    if (!result.ok) {
      setError(
        result.reason === 'tooLarge'
          ? intl.formatMessage(messages.tooLarge, { max })
          : intl.formatMessage(messages[result.reason]),
      );
      return;
    }
    setError(null);
    setFile(chosen);
    setPreviewUrl(result.kind === 'pdf' ? null : URL.createObjectURL(chosen));
    onChange(chosen);
  }

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <FileTrigger
        acceptedFileTypes={accept.map((k) => fileKinds[k].mime)}
        onSelect={(list) => void pick(list)}
        {...(capture ? { defaultCamera: capture } : {})}
      >
        <AriaButton
          className={styles.tile}
          isDisabled={isDisabled}
          aria-labelledby={labelId}
          {...(error ? { 'aria-describedby': errorId, 'data-invalid': '' } : {})}
        >
          {previewUrl ? <img className={styles.preview} src={previewUrl} alt="" /> : null}
          {file ? <span className={styles.fileName}>{file.name}</span> : null}
          <span>{intl.formatMessage(file ? messages.replace : messages.choose)}</span>
          <span className={styles.hint}>{intl.formatMessage(messages.hint, { max })}</span>
        </AriaButton>
      </FileTrigger>
      <div id={errorId} role="alert" className={styles.error}>
        {error}
      </div>
      {file ? (
        <AriaButton
          className={styles.removeButton}
          isDisabled={isDisabled}
          onPress={() => {
            setFile(null);
            setPreviewUrl(null);
            setError(null);
            onChange(null);
          }}
        >
          {intl.formatMessage(messages.remove)}
        </AriaButton>
      ) : null}
    </div>
  );
}
