import { useEffect, useState } from "react";

/**
 * A picked file's thumbnail: the picture itself when the browser can decode it, else a document
 * sign (a PDF). Decorative: the file's name is written beside it.
 */
export function FileThumbnail({ file }: Readonly<{ file: Blob }>) {
  const [url, setUrl] = useState<string | null>(null);
  const [isImage, setIsImage] = useState(true);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    setIsImage(true);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (url === null || !isImage) {
    return (
      <span className="kyc-thumb kyc-thumb-doc" aria-hidden="true">
        PDF
      </span>
    );
  }
  return <img className="kyc-thumb" src={url} alt="" width={64} height={64} onError={() => setIsImage(false)} />;
}
