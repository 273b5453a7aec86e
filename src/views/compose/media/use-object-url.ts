import { useEffect, useState } from 'react';

/**
 * An object URL for a local file while the view shows it: made when the blob arrives, revoked when the blob
 * changes or the view unmounts (so a replaced or removed file's bytes are freed). Null without a blob, and
 * where the platform has no object URLs.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
    };
  }, [blob]);
  return url;
}
