import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragOver, dropOn } from './FileDropZone.fixtures';
import { FileDropZone } from './FileDropZone';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['The zone is a real file input: Tab reaches it, Enter or Space opens the picker.'],
        screenReader: [
          "The input is named by the label; a rejected file's message names the file and is announced; progress is a progress bar.",
        ],
        do: ['Use for uploads in operator screens; say the accepted types and size in `description`.'],
        dont: ["Don't make dropping the only way: the picker must stay."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    label: 'Key file',
    name: 'keys',
    accept: '.txt,.csv',
    maxSize: 10 * 1024 * 1024,
    description: 'One key per line, or a CSV with key, supplier and cost columns.',
    onFilesChange: fn(),
    onFilesReject: fn(),
  },
  argTypes: { labels: { control: false } },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const keysFile = (name = 'keys.csv', size = 2048, type = 'text/csv') =>
  new File(['k'.repeat(size)], name, { type });

const fileInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Key file/, { selector: 'input' }) as HTMLInputElement;

const dropFiles = (canvasElement: HTMLElement, files: File[]) =>
  dropOn(fileInput(canvasElement).parentElement!, files);

/** A file chosen with the picker is listed with its size and reported. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription(
      'One key per line, or a CSV with key, supplier and cost columns. Accepted: .txt, .csv. Up to 10 MB.',
    );
    const file = keysFile();
    await userEvent.upload(input, file);
    const list = await within(canvasElement).findByRole('list', { name: 'Chosen files' });
    await expect(list).toHaveTextContent('keys.csv2 kB');
    await expect(args.onFilesChange).toHaveBeenCalledWith([file]);
    await expect(input.files?.[0]).toBe(file);
  },
};

/** Dropped files go through the same checks and end up in the input. */
export const Dropped: Story = {
  play: async ({ args, canvasElement }) => {
    const file = keysFile('supplier-batch.txt', 300, 'text/plain');
    dropFiles(canvasElement, [file]);
    await within(canvasElement).findByText('supplier-batch.txt');
    await expect(args.onFilesChange).toHaveBeenCalledWith([file]);
    await expect(fileInput(canvasElement).files?.[0]).toBe(file);
  },
};

/** While a file is dragged over it, the zone shows it will take the drop. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const zone = fileInput(canvasElement).parentElement!;
    dragOver(zone, [keysFile()]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
  },
};

/** A file of the wrong type is turned away with a message naming it, and never reaches the input. */
export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    dropFiles(canvasElement, [keysFile('keys.pdf', 2048, 'application/pdf')]);
    const input = fileInput(canvasElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(
      /^“keys\.pdf” is not an accepted file type\. Choose \.txt, \.csv\./,
    );
    await expect(input.files).toHaveLength(0);
    await expect(args.onFilesReject).toHaveBeenCalledOnce();
  },
};

/** A file over the limit is turned away, saying the limit. */
export const TooLarge: Story = {
  args: { maxSize: 1024 },
  play: async ({ canvasElement }) => {
    dropFiles(canvasElement, [keysFile('all-keys.csv', 5000)]);
    await waitFor(() =>
      expect(fileInput(canvasElement)).toHaveAccessibleDescription(
        /^“all-keys\.csv” is too large\. Choose a file of 1 kB or less\./,
      ),
    );
  },
};

/** Uploading: a progress bar with its value. */
export const Uploading: Story = {
  args: { progress: 45 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Done: the app's success message, announced. */
export const Success: Story = {
  args: { success: 'keys.csv read: 2,000 new keys, 3 duplicates.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'keys.csv read: 2,000 new keys, 3 duplicates.',
    );
  },
};

/** The app's error (e.g. the server could not read the file), naming the line. */
export const Invalid: Story = {
  args: { error: 'Line 12: the CSV has an unclosed quote.' },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

// WCAG 1.4.3 sets no contrast minimum for the text of an inactive control, so axe leaves disabled zones out.
const skipDisabledContrast = { a11y: { context: { exclude: ['[data-state="disabled"]'] } } };

export const Disabled: Story = {
  args: { disabled: true },
  parameters: skipDisabledContrast,
  play: async ({ args, canvasElement }) => {
    await expect(fileInput(canvasElement)).toBeDisabled();
    dropFiles(canvasElement, [keysFile()]);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** Several files at once, e.g. one per supplier. */
export const Multiple: Story = {
  args: { multiple: true, label: 'Key files' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Key files/, { selector: 'input' });
    await userEvent.upload(input, [keysFile('a.csv'), keysFile('b.txt', 10, 'text/plain')]);
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(2);
  },
};

export const Dark: Story = {
  parameters: skipDisabledContrast,
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FileDropZone {...args} />
      <FileDropZone {...args} {...Uploading.args} name="uploading" />
      <FileDropZone {...args} {...Success.args} name="success" />
      <FileDropZone {...args} {...Invalid.args} name="invalid" />
      <FileDropZone {...args} {...Disabled.args} name="disabled" />
    </div>
  ),
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = { args: Uploading.args, globals: { direction: 'rtl' } };

export const Phone: Story = { args: Invalid.args, globals: { viewport: { value: 'phone' } } };
