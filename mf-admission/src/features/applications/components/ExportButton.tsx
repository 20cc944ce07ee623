import { getExportApplicationsUrl } from '@koris/shared/api';
import { useAction } from '@koris/shared/widgets';
import { startDownload } from '../api/start-download';
import { applicationsTexts as texts } from '../texts';

/**
 * "Eksportēt pieteikumus": asks the API for a short-lived signed token with the bearer, then
 * navigates to the download with it. The bearer itself never goes into a URL (api/README.md).
 */
export function ExportButton() {
  const { run: onClick, busy } = useAction(async () => {
    startDownload(await getExportApplicationsUrl(), 'pieteikumi.xlsx');
  });

  return (
    <button
      type="button"
      className="k-btn k-btn-primary"
      aria-disabled={busy || undefined}
      onClick={() => void onClick()}
    >
      {busy ? texts.exporting : texts.export}
    </button>
  );
}
