import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDocument, ReportDocumentLang } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';
import { downloadFile, saveFile } from '@/components/record-kit/download';

/** GET /api/reports/:id/document — the report as issued (what its PDF prints), in `lang`. */
export const reportDocumentQuery = (id: number, lang: ReportDocumentLang) =>
  queryOptions({
    queryKey: ['reports', 'document', id, lang],
    // Silent: the page shows "not published" and "not found" itself instead of a toast.
    queryFn: ({ signal }) => apiGet<ReportDocument>(`/api/reports/${id}/document`, { lang }, { signal, silent: true }),
    retry: false,
  });

export function useReportDocument(id: number | null, lang: ReportDocumentLang) {
  return useQuery({ ...reportDocumentQuery(id ?? 0, lang), enabled: id !== null });
}

/** Downloads the report's PDF (GET /api/reports/:id/pdf) and hands it to the browser. */
export async function downloadReportPdf(id: number, lang: ReportDocumentLang, reportNum: string): Promise<void> {
  saveFile(await downloadFile(`/api/reports/${id}/pdf`, { lang }, `${reportNum}.pdf`));
}
