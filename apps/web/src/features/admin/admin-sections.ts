import {
  Bell,
  FileText,
  Images,
  Inbox,
  ListChecks,
  type LucideIcon,
  Megaphone,
  Tags,
  TrendingUp,
  Users,
} from 'lucide-react';

/** The console's sections, in the order of its menu; each is a lazy page of this feature. */
export const ADMIN_SECTIONS: { path: string; key: string; Icon: LucideIcon }[] = [
  { path: 'news', key: 'news', Icon: FileText },
  { path: 'slides', key: 'slides', Icon: Images },
  { path: 'tags', key: 'tags', Icon: Tags },
  { path: 'notices', key: 'notices', Icon: Megaphone },
  { path: 'notifications', key: 'notifications', Icon: Bell },
  { path: 'draws', key: 'draws', Icon: TrendingUp },
  { path: 'messages', key: 'messages', Icon: Inbox },
  { path: 'members', key: 'members', Icon: Users },
  { path: 'audit', key: 'audit', Icon: ListChecks },
];
