import { COVER_MAX_BYTES } from '@keyshop/contracts/operator';
import { FileDropZone } from '@keyshop/ui';
import { useState } from 'react';
import { uploadProductCover } from '../../api/admin';
import { ApiError } from '../../api/client';
import { session } from '../../state/session';

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; progress?: number }
  | { state: 'done'; name: string }
  | { state: 'failed'; message: string };

/** A product's cover: the current image, and a new one sent as soon as it is chosen or dropped. */
export function CoverUpload({
  productId,
  name,
  img,
  onUploaded,
}: {
  productId: number;
  /** The product's name, for the image's text. */
  name: string;
  img: string | null;
  onUploaded: (img: string) => void;
}) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  const send = async (file: File) => {
    setUpload({ state: 'sending' });
    try {
      const { img: next } = await uploadProductCover(productId, file, {
        token: session.token(),
        onProgress: (progress) => setUpload({ state: 'sending', progress }),
      });
      setUpload({ state: 'done', name: file.name });
      onUploaded(next);
    } catch (error) {
      // The API names the problem (type by the file's bytes, size); the zone shows it.
      setUpload({
        state: 'failed',
        message: error instanceof ApiError ? error.message : 'The cover could not be uploaded.',
      });
    }
  };

  return (
    <>
      {img ? <img src={img} alt={`Cover of ${name}`} width={240} /> : <p>No cover yet.</p>}
      <FileDropZone
        label="Cover image"
        description="A PNG, JPEG or WebP image; it replaces the current cover at once."
        accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
        maxSize={COVER_MAX_BYTES}
        disabled={upload.state === 'sending'}
        progress={upload.state === 'sending' ? upload.progress : undefined}
        success={upload.state === 'done' ? `${upload.name} is the new cover.` : undefined}
        error={upload.state === 'failed' ? upload.message : undefined}
        onFilesChange={([file]) => (file ? void send(file) : setUpload({ state: 'idle' }))}
      />
    </>
  );
}
