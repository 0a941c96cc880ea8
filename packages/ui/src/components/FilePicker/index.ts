export { FilePicker, type FilePickerProps } from './FilePicker';
export { checkFile, fileKinds, sniffKind, type FileCheck, type FileKind } from './fileCheck';
