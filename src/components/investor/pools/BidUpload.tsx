/** The CSV way to bid: download the pool's template, price it offline, upload it as the whole bid. */
import { useRef } from 'react';
import { Download } from 'lucide-react';
import { bidTemplateUrl } from '@/lib/api/pool-bids';
import { BID_TEXT as T } from './bid-text';

interface Props {
  poolId: number;
  busy: boolean;
  ready: boolean;
  onFile: (file: File) => void;
}

export function BidUpload({ poolId, busy, ready, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby="bid-upload-title" className="flex flex-col gap-2">
      <h2 id="bid-upload-title" className="text-lg font-semibold">
        {T.upload}
      </h2>
      <p className="text-sm">{T.uploadHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <a className="btn btn-sm" href={bidTemplateUrl(poolId)} download>
          <Download aria-hidden="true" className="size-4" />
          {T.template}
        </a>
        <label className="flex items-center gap-2">
          <span className="sr-only">{T.chooseFile}</span>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-sm"
            aria-label={T.chooseFile}
            disabled={!ready || busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so choosing the same corrected file again still uploads it.
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
      </div>
    </section>
  );
}
