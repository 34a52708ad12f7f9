export {
  FileDropZone,
  defaultFileDropZoneLabels,
  fileMatchesAccept,
  formatFileSize,
  type FileDropZoneLabels,
  type FileDropZoneProps,
  type FileRejection,
} from './FileDropZone';
