export {
  AlertDialog,
  Dialog,
  DialogCloseButton,
  DialogTrigger,
  type AlertDialogProps,
  type DialogProps,
} from './Dialog';
