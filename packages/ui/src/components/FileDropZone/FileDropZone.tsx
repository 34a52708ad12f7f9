'use client';
import { cx } from 'class-variance-authority';
import { CircleCheck, Upload } from 'lucide-react';
import { useId, useRef, useState, type ComponentPropsWithRef, type DragEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import { defaultLocale } from '../../utils/locale';
import * as styles from './FileDropZone.css';

export interface FileDropZoneLabels {
  prompt: string;
  /** The link-looking part of the prompt (the whole zone opens the picker). */
  choose: string;
  /** The accepted types, e.g. '.txt, .csv'. */
  accepted: (types: string) => string;
  /** The size limit, formatted. */
  maxSize: (size: string) => string;
  wrongType: (file: string, types: string) => string;
  tooLarge: (file: string, size: string) => string;
  tooMany: string;
  /** The progress bar's name. */
  progress: string;
  /** The list of chosen files' name. */
  files: string;
}

export const defaultFileDropZoneLabels: FileDropZoneLabels = {
  prompt: 'Drag a file here, or',
  choose: 'choose a file',
  accepted: (types) => `Accepted: ${types}.`,
  maxSize: (size) => `Up to ${size}.`,
  wrongType: (file, types) => `“${file}” is not an accepted file type. Choose ${types}.`,
  tooLarge: (file, size) => `“${file}” is too large. Choose a file of ${size} or less.`,
  tooMany: 'Choose one file only.',
  progress: 'Upload progress',
  files: 'Chosen files',
};

/** A file turned away by the zone's checks, with the message shown for it. */
export interface FileRejection {
  file: File;
  reason: 'wrongType' | 'tooLarge' | 'tooMany';
  message: string;
}

export interface FileDropZoneProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'value' | 'defaultValue'> {
  /** Accepted types as in the input's `accept`: extensions ('.csv') and MIME types ('text/plain', 'image/*'). */
  accept?: string;
  /** The largest accepted file, in bytes. */
  maxSize?: number;
  /** The accepted files (rejected ones never reach the input, so a form submits only these). */
  onFilesChange?: (files: File[]) => void;
  /** The files turned away, with their messages (also shown under the zone). */
  onFilesReject?: (rejections: FileRejection[]) => void;
  /** Upload progress in per cent: shows a progress bar while set. */
  progress?: number;
  /** A success message under the zone (e.g. '2,000 keys read'), announced when it appears. */
  success?: ReactNode;
  /** Formats sizes in the messages. */
  locale?: string;
  labels?: Partial<FileDropZoneLabels>;
}

/** '1.5 MB' from a byte count. */
export function formatFileSize(bytes: number, locale = defaultLocale): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  const power = Math.min(Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)), units.length - 1);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[power],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / 1024 ** power);
}

/** Whether a file matches an `accept` list the way the browser's picker filters it. */
export function fileMatchesAccept(file: File, accept: string | undefined): boolean {
  const patterns = (accept ?? '').split(',').map((pattern) => pattern.trim().toLowerCase());
  if (!patterns.some(Boolean)) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) =>
    pattern.startsWith('.')
      ? name.endsWith(pattern)
      : pattern.endsWith('/*')
        ? type.startsWith(pattern.slice(0, -1))
        : type === pattern,
  );
}

/**
 * A drop zone around a real, labelled `<input type="file">`: files are dropped on it or chosen with the
 * picker (click, Enter or Space), checked for type and size with a message naming the file, and kept in the
 * input so a form submits them. Shows the chosen files, upload progress and a success or error message.
 */
export function FileDropZone({
  accept,
  maxSize,
  multiple,
  onFilesChange,
  onFilesReject,
  onChange,
  progress,
  success,
  locale = defaultLocale,
  labels,
  ...rest
}: FileDropZoneProps) {
  const text = { ...defaultFileDropZoneLabels, ...labels };
  const { field, control: props } = splitFieldProps(rest);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const types = accept
    ?.split(',')
    .map((type) => type.trim())
    .join(', ');
  const limit = maxSize === undefined ? undefined : formatFileSize(maxSize, locale);
  const hint = [types && text.accepted(types), limit && text.maxSize(limit)].filter(Boolean).join(' ');

  const take = (files: File[], dropped: boolean) => {
    const accepted: File[] = [];
    const rejected: FileRejection[] = [];
    for (const file of files) {
      if (!multiple && accepted.length > 0) {
        rejected.push({ file, reason: 'tooMany', message: text.tooMany });
      } else if (!fileMatchesAccept(file, accept)) {
        rejected.push({ file, reason: 'wrongType', message: text.wrongType(file.name, types ?? '') });
      } else if (maxSize !== undefined && file.size > maxSize) {
        rejected.push({ file, reason: 'tooLarge', message: text.tooLarge(file.name, limit!) });
      } else accepted.push(file);
    }
    // The input holds exactly the accepted files, whether they were dropped or picked.
    if (input.current && (dropped || rejected.length > 0)) {
      const transfer = new DataTransfer();
      for (const file of accepted) transfer.items.add(file);
      input.current.files = transfer.files;
    }
    setChosen(accepted);
    setRejections(rejected);
    onFilesChange?.(accepted);
    if (rejected.length > 0) onFilesReject?.(rejected);
  };

  const acceptsDrag = (event: DragEvent) =>
    !field.disabled && [...event.dataTransfer.types].includes('Files');

  const message = rejections.map((rejection) => rejection.message).join(' ');
  const state = field.disabled
    ? 'disabled'
    : dragging
      ? 'dragging'
      : message || field.error
        ? 'error'
        : progress !== undefined
          ? 'uploading'
          : success
            ? 'success'
            : 'idle';

  return (
    <Field
      {...field}
      error={message || field.error}
      aria-describedby={cx(hint && hintId, field['aria-describedby']) || undefined}
    >
      {(wiring) => (
        // A drop target only: the keyboard and screen readers use the real file input inside it.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          className={styles.zone}
          data-state={state}
          onDragEnter={(event) => {
            if (!acceptsDrag(event)) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => {
            if (!acceptsDrag(event)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!field.disabled) take([...event.dataTransfer.files], true);
          }}
        >
          <Upload aria-hidden className={styles.icon} />
          <p className={styles.prompt}>
            {text.prompt} <span className={styles.choose}>{text.choose}</span>
          </p>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          <input
            {...props}
            {...wiring}
            ref={(node) => {
              input.current = node;
              const outer = props.ref;
              if (typeof outer === 'function') outer(node);
              else if (outer) outer.current = node;
            }}
            type="file"
            accept={accept}
            multiple={multiple}
            className={styles.input}
            onChange={(event) => {
              onChange?.(event);
              take([...(event.currentTarget.files ?? [])], false);
            }}
          />
          {chosen.length > 0 && (
            <ul aria-label={text.files} className={styles.files}>
              {chosen.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  {file.name}
                  <span className={styles.fileSize}>{formatFileSize(file.size, locale)}</span>
                </li>
              ))}
            </ul>
          )}
          {progress !== undefined && (
            <div className={styles.progress}>
              <div
                role="progressbar"
                aria-label={text.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress)}
                className={styles.progressTrack}
              >
                <div
                  className={styles.progressBar}
                  style={{ width: `${Math.min(Math.max(progress, 0), 100)}%` }}
                />
              </div>
              <span aria-hidden className={styles.hint}>
                {Math.round(progress)} %
              </span>
            </div>
          )}
          {/* One polite region, always there: the success message shown, a refusal only read (it is shown as the field's error). */}
          <div role="status" className={success ? styles.status : visuallyHidden}>
            {success && <CircleCheck aria-hidden className={styles.statusIcon} />}
            {success ?? message}
          </div>
        </div>
      )}
    </Field>
  );
}
