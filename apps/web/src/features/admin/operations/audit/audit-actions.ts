/**
 * The console's changes the audit log records (the `actionName` of each admin route that is not
 * a read) and its security events (`security.*`), each with its translation key; an action missing
 * here is shown as it is.
 */
export const AUDIT_ACTION_KEYS: Record<string, string> = {
  'admin.news.create': 'admin-ops.audit.actions.newsCreate',
  'admin.news.update': 'admin-ops.audit.actions.newsUpdate',
  'admin.news.publish': 'admin-ops.audit.actions.newsPublish',
  'admin.news.delete': 'admin-ops.audit.actions.newsDelete',
  'admin.slides.create': 'admin-ops.audit.actions.slidesCreate',
  'admin.slides.update': 'admin-ops.audit.actions.slidesUpdate',
  'admin.slides.delete': 'admin-ops.audit.actions.slidesDelete',
  'admin.tags.create': 'admin-ops.audit.actions.tagsCreate',
  'admin.tags.update': 'admin-ops.audit.actions.tagsUpdate',
  'admin.tags.delete': 'admin-ops.audit.actions.tagsDelete',
  'admin.notices.create': 'admin-ops.audit.actions.noticesCreate',
  'admin.notices.update': 'admin-ops.audit.actions.noticesUpdate',
  'admin.notices.delete': 'admin-ops.audit.actions.noticesDelete',
  'admin.notifications.send': 'admin-ops.audit.actions.notificationsSend',
  'admin.notifications.delete': 'admin-ops.audit.actions.notificationsDelete',
  'admin.draws.create': 'admin-ops.audit.actions.drawsCreate',
  'admin.draws.import': 'admin-ops.audit.actions.drawsImport',
  'admin.sync.run': 'admin-ops.audit.actions.syncRun',
  'admin.contact.handled': 'admin-ops.audit.actions.contactHandled',
  'admin.contact.retry': 'admin-ops.audit.actions.contactRetry',
  'admin.members.active': 'admin-ops.audit.actions.membersActive',
  'admin.members.role': 'admin-ops.audit.actions.membersRole',
  'admin.members.email': 'admin-ops.audit.actions.membersEmail',
  'security.loginFailed': 'admin-ops.audit.actions.loginFailed',
  'security.adminRefused': 'admin-ops.audit.actions.adminRefused',
  // Written by the server when the tenth wrong code of an hour locks an account's code checks.
  'security.codesLocked': 'admin-ops.audit.actions.codesLocked',
};

/** The filter's choices: an area of the console, by the prefix its actions share. */
export const AUDIT_AREAS = [
  { prefix: '', key: 'admin-ops.audit.areas.all' },
  { prefix: 'admin.news', key: 'admin-ops.audit.areas.news' },
  { prefix: 'admin.slides', key: 'admin-ops.audit.areas.slides' },
  { prefix: 'admin.tags', key: 'admin-ops.audit.areas.tags' },
  { prefix: 'admin.notices', key: 'admin-ops.audit.areas.notices' },
  { prefix: 'admin.notifications', key: 'admin-ops.audit.areas.notifications' },
  { prefix: 'admin.draws', key: 'admin-ops.audit.areas.draws' },
  { prefix: 'admin.sync', key: 'admin-ops.audit.areas.sync' },
  { prefix: 'admin.contact', key: 'admin-ops.audit.areas.contact' },
  { prefix: 'admin.members', key: 'admin-ops.audit.areas.members' },
  { prefix: 'security.', key: 'admin-ops.audit.areas.security' },
] as const;
