import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { i18nProvider } from '../i18n/i18nProvider';

const VERIFY_TITLE = 'Verify your email address';

const LOADED = { timeout: 10_000 };

function renderBanner(verified: boolean) {
  const methods = {
    getEmailVerification: vi.fn().mockResolvedValue({ Email: 'new@org.example', IsVerified: verified, Message: '' }),
    sendVerificationCode: vi.fn().mockResolvedValue({
      Email: 'new@org.example',
      IsVerified: false,
      Message: 'We sent a new code to new@org.example',
    }),
    verifyEmail: vi
      .fn()
      .mockResolvedValue({ Email: 'new@org.example', IsVerified: true, Message: 'Your email address is verified' }),
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={methods as unknown as DataProvider}>
        <EmailVerificationBanner />
      </AdminContext>
    </MemoryRouter>,
  );
  return methods;
}

describe('EmailVerificationBanner', { timeout: 60_000 }, () => {
  it('asks an unverified admin for the mailed code, resends it, and goes away once verified', async () => {
    const methods = renderBanner(false);
    expect(await screen.findByText(VERIFY_TITLE, {}, LOADED)).toBeTruthy();
    expect(screen.getByText(/new@org\.example/)).toBeTruthy();
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(methods.sendVerificationCode).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123 456' } });
    fireEvent.click(verify);
    await waitFor(() => expect(methods.verifyEmail).toHaveBeenCalledWith('123456'));
    await waitFor(() => expect(screen.queryByText(VERIFY_TITLE)).toBeNull());
  });

  it('shows nothing to a verified admin', async () => {
    const methods = renderBanner(true);
    await waitFor(() => expect(methods.getEmailVerification).toHaveBeenCalled());
    expect(screen.queryByText(VERIFY_TITLE)).toBeNull();
  });

  it('speaks the interface language: title, explanation, field and buttons', async () => {
    await i18nProvider.changeLocale('fr');
    renderBanner(false);
    expect(await screen.findByText('Vérifiez votre adresse e-mail', {}, LOADED)).toBeTruthy();
    expect(screen.getByText(/Nous avons envoyé un code à 6 chiffres à new@org\.example/)).toBeTruthy();
    expect(screen.queryByText(/We mailed/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeTruthy();
  });
});
