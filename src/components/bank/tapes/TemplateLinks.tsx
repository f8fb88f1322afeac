/** Links to the data-tape template in both formats. */
import { Download } from 'lucide-react';
import { TEMPLATE_CSV_URL, TEMPLATE_XLSX_URL } from '@/lib/api/batches';
import { TAPE_TEXT as T } from './tape-text';

export function TemplateLinks() {
  return (
    <section aria-labelledby="tape-template-title" className="flex flex-col gap-2">
      <h2 id="tape-template-title" className="text-lg font-semibold">
        {T.templatesTitle}
      </h2>
      <p className="text-sm">{T.templatesIntro}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a className="btn btn-outline btn-sm" href={TEMPLATE_CSV_URL} download>
          <Download aria-hidden="true" className="size-4" />
          {T.templateCsv}
        </a>
        <a className="btn btn-outline btn-sm" href={TEMPLATE_XLSX_URL} download>
          <Download aria-hidden="true" className="size-4" />
          {T.templateXlsx}
        </a>
      </div>
    </section>
  );
}
