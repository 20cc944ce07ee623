import { useRef, useState } from 'react';
import { getExportApplicationsUrl } from '@koris/shared/api';
import { notifyError } from '@koris/shared/ui';
import { startDownload } from '../api/start-download';
import { applicationsTexts as texts } from '../texts';

/**
 * "Eksportēt pieteikumus": asks the API for a short-lived signed token with the bearer, then
 * navigates to the download with it. The bearer itself never goes into a URL (api/README.md).
 */
export function ExportButton() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const onClick = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      startDownload(await getExportApplicationsUrl(), 'pieteikumi.xlsx');
    } catch (error) {
      notifyError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

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
