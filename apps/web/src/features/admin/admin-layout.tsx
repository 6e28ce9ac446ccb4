import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ADMIN_SECTIONS } from './admin-sections.ts';

/** The staff console: its menu beside (or, on a phone, above) the section being worked on. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row" data-testid="admin-console">
      <nav aria-label={t('admin.nav.label')} className="md:w-56 md:shrink-0">
        <p className="mb-2 px-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('admin.title')}
        </p>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {ADMIN_SECTIONS.map(({ path, key, Icon }) => (
            <li key={key}>
              <NavLink
                to={`/admin/${path}`}
                data-testid={`admin-nav-${key}`}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
                  }`
                }
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {t(`admin.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
