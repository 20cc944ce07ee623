import { checkPreview, signPreview, previewSecretOf } from '../src/release-preview';

const SECRET = 'a-test-secret-long-enough-to-sign-with-0123';
const NOW = 1_790_000_000_000;
const grant = { remote: 'mf_content', release: '0123456789abcdef', expires: NOW + 3_600_000 };

describe('signed preview links', () => {
  it('grants what was signed until it expires', () => {
    const token = signPreview(SECRET, grant);
    expect(checkPreview(SECRET, token, NOW)).toEqual({ ok: true, grant });
    expect(checkPreview(SECRET, token, grant.expires)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an altered release, remote or time, another secret and a malformed token', () => {
    const token = signPreview(SECRET, grant);
    const altered = [
      token.replace('0123456789abcdef', '0123456789abcdee'),
      token.replace('mf_content', 'mf_media'),
      token.replace(`.${grant.expires}.`, `.${grant.expires + 1000}.`),
    ];
    for (const t of altered)
      expect(checkPreview(SECRET, t, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPreview(`${SECRET}x`, token, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPreview(SECRET, 'nonsense', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a link signed for longer than a day, and every link without a secret', () => {
    const far = signPreview(SECRET, { ...grant, expires: NOW + 48 * 3_600_000 });
    expect(checkPreview(SECRET, far, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(checkPreview(null, signPreview(SECRET, grant), NOW)).toEqual({
      ok: false,
      reason: 'disabled',
    });
    expect(previewSecretOf('short')).toBeNull();
    expect(previewSecretOf(SECRET)).toBe(SECRET);
  });
});
