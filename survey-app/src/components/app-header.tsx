import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { activeNavTab, LOGIN_PATH, NAV_TABS, profilePath, type Language, type Role } from '@portal/contracts';
import { useTranslation } from '../lib/i18n/use-translation';
import { logOut as endSession } from '../lib/log-out';
import { sessionName } from '../lib/session';
import { AppLink } from './app-link';
import { LanguageMenu } from './language-menu';

interface Props {
  role: Role;
  /** Runs after the language menu switched the interface, e.g. to save the choice to the profile. */
  onLanguageChosen?: (language: Language) => Promise<void>;
}

/** Header with the role's tabs, the logged-in name and the profile menu; a drawer below 960 px. */
export function AppHeader({ role, onLanguageChosen }: Props) {
  const location = useLocation();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuId = useId();
  const drawerId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const name = sessionName();
  const items = NAV_TABS[role];
  const active = activeNavTab(role, location.pathname);
  const profile = profilePath(role);

  // A navigation closes the menu and the drawer (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setMenuOpen(false);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const logOut = async () => {
    await endSession();
    navigate(LOGIN_PATH);
  };

  const onMenuKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const next = (index + (e.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length;
    entries[next]?.focus();
  };

  const links = (onClick?: () => void) =>
    items.map((item) => (
      <li key={item.to}>
        <AppLink
          to={item.to}
          className={`nav-link${active === item ? ' nav-link-active' : ''}`}
          aria-current={active === item ? 'page' : undefined}
          onClick={onClick}
        >
          {t(`nav.${item.label}`)}
        </AppLink>
      </li>
    ));

  return (
    <header className="app-header">
      <div className="app-header-bar">
        <button
          type="button"
          className="icon-btn drawer-toggle"
          aria-label={t('header.openNavigation')}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={() => setDrawerOpen(true)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <AppLink to={items[0].to} className="brand">
          {t('brand')}
        </AppLink>
        <nav className="desktop-nav" aria-label={t('header.mainNav')}>
          <ul>{links()}</ul>
        </nav>
        <div className="header-language">
          <LanguageMenu onChosen={onLanguageChosen} />
        </div>
        <div className="profile" ref={menuRef}>
          <button
            type="button"
            className="profile-button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="avatar" aria-hidden="true">
              {name.trim().charAt(0).toUpperCase() || '?'}
            </span>
            <span className="profile-name">{name}</span>
            <span className="sr-only">{t('header.openProfileMenu')}</span>
          </button>
          {menuOpen && (
            <ul
              className="profile-menu"
              role="menu"
              id={menuId}
              aria-label={t('header.profileMenu')}
              onKeyDown={onMenuKey}
            >
              {profile && (
                <li role="none">
                  <AppLink to={profile} className="menu-item" role="menuitem">
                    {t('header.manageProfile')}
                  </AppLink>
                </li>
              )}
              <li role="none">
                <button type="button" role="menuitem" className="menu-item" onClick={logOut}>
                  {t('header.logOut')}
                </button>
              </li>
            </ul>
          )}
        </div>
      </div>
      {drawerOpen && (
        <div className="drawer-backdrop" onClick={() => setDrawerOpen(false)}>
          <nav
            id={drawerId}
            className="drawer"
            aria-label={t('header.mainNav')}
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.key === 'Escape' && setDrawerOpen(false)}
          >
            <div className="drawer-head">
              <span className="drawer-name">{name}</span>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('header.closeNavigation')}
                autoFocus
                onClick={() => setDrawerOpen(false)}
              >
                ×
              </button>
            </div>
            <ul>
              {links(() => setDrawerOpen(false))}
              {profile && (
                <li>
                  <AppLink to={profile} className="nav-link">
                    {t('header.manageProfile')}
                  </AppLink>
                </li>
              )}
              <li>
                <button type="button" className="nav-link" onClick={logOut}>
                  {t('header.logOut')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </header>
  );
}
