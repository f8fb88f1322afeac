/** The icon component for each icon name of the menu model. */
import {
  Briefcase,
  Building2,
  Clock,
  ExternalLink,
  FileSpreadsheet,
  FileText,
  Handshake,
  House,
  Landmark,
  LayoutDashboard,
  Send,
  Shield,
  Store,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MenuIcon } from '@/domain/menu';

export const MENU_ICONS: Record<MenuIcon, LucideIcon> = {
  home: House,
  dashboard: LayoutDashboard,
  bank: Landmark,
  mortgages: FileText,
  batches: FileSpreadsheet,
  proposals: Send,
  deals: Handshake,
  investor: Briefcase,
  marketplace: Store,
  admin: Shield,
  registrations: UserPlus,
  pending: Clock,
  entities: Building2,
  users: Users,
  link: ExternalLink,
};
