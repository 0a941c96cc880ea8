import { useIntl } from 'react-intl';
import type { Notice } from '@repo/machines/notice-dialog';
import { Button } from '@repo/ui/components/Button';
import { Dialog } from '@repo/ui/components/Dialog';
import { RichText } from '@repo/ui/components/RichText';
import { globalMessages } from '../shared/shell/globalMessages';

/** The site notice (spec §2): rich text, sanitised by the one HTML sink. Closing marks it read. */
export default function SiteNoticeDialog({
  notice,
  isPending,
  onClose,
}: {
  notice: Notice;
  isPending: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={notice.title}
      footer={
        <Button isPending={isPending} onPress={onClose}>
          {intl.formatMessage(globalMessages.noticeClose)}
        </Button>
      }
    >
      {notice.subTitle ? <p>{notice.subTitle}</p> : null}
      <RichText html={notice.description} />
    </Dialog>
  );
}
