import { useState } from 'react';
import { renderDevHost } from '@koris/shared/dev';
import AccountModal from './exposes/AccountModal';

function AccountDevPage() {
  const [open, setOpen] = useState(true);
  return (
    <main style={{ padding: '2rem' }}>
      <button type="button" className="k-btn" onClick={() => setOpen(true)}>
        Pieslēgties
      </button>
      <AccountModal open={open} onClose={() => setOpen(false)} />
    </main>
  );
}

renderDevHost('mf-account', [{ path: '/', label: 'Account modal', Component: AccountDevPage }]);
