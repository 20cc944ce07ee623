import { useId, useState, type FormEvent } from 'react';
import { confirmWithPassword, getExportApplicationsUrl, refusalReason } from '@koris/shared/api';
import { useAction } from '@koris/shared/widgets';
import { startDownload } from '../api/start-download';
import { applicationsTexts as texts } from '../texts';

/**
 * "Eksportēt pieteikumus": asks the API for a short-lived signed token with the bearer, then
 * navigates to the download with it. The bearer itself never goes into a URL (api/README.md).
 * When the user has not signed in or confirmed it is them for a while, the server asks first:
 * the password is asked here, and the export follows once it is right.
 */
export function ExportButton() {
  const fieldId = useId();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');

  const exportNow = async () => {
    try {
      startDownload(await getExportApplicationsUrl(), 'pieteikumi.xlsx');
    } catch (error) {
      if ((await refusalReason(error)) !== 'confirm') throw error;
      setAsking(true);
    }
  };
  const { run: onClick, busy } = useAction(exportNow);
  const { run: confirmAndExport, busy: confirming } = useAction(async () => {
    await confirmWithPassword(password);
    setAsking(false);
    setPassword('');
    await exportNow();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void confirmAndExport();
  };

  if (asking) {
    return (
      <form onSubmit={onSubmit} noValidate aria-busy={confirming}>
        <p>{texts.confirmIntro}</p>
        <div className="k-field">
          <label htmlFor={fieldId}>{texts.password}</label>
          <input
            id={fieldId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            // Asked for right after the press: the password is what the user types next.
            autoFocus
          />
        </div>
        <button
          type="submit"
          className="k-btn k-btn-primary"
          aria-disabled={confirming || undefined}
        >
          {texts.confirmAndExport}
        </button>{' '}
        <button type="button" className="k-btn" onClick={() => setAsking(false)}>
          {texts.cancel}
        </button>
      </form>
    );
  }

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
