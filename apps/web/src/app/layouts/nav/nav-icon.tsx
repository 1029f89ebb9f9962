import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SolarPowerOutlined from '@mui/icons-material/SolarPowerOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** Catalogue icon names → icons; an unknown or missing name falls back to the circle. */
const ICONS: Record<string, SvgIconComponent> = {
  admin: AdminPanelSettingsOutlined,
  battery: BatteryChargingFullOutlined,
  bug: BugReportOutlined,
  build: BuildOutlined,
  candlestick: CandlestickChartOutlined,
  checklist: ChecklistOutlined,
  code: CodeOutlined,
  cycle: EventRepeatOutlined,
  dashboard: DashboardOutlined,
  help: HelpOutlineOutlined,
  history: HistoryOutlined,
  lock: LockOutlined,
  logs: ReceiptLongOutlined,
  mail: MailOutlined,
  monitor: MonitorHeartOutlined,
  notifications: NotificationsOutlined,
  pages: DescriptionOutlined,
  payments: PaymentsOutlined,
  people: PeopleOutlined,
  report: AssessmentOutlined,
  sell: SellOutlined,
  settings: SettingsOutlined,
  shield: ShieldOutlined,
  smart_toy: SmartToyOutlined,
  solar: SolarPowerOutlined,
  speed: SpeedOutlined,
  summary: SummarizeOutlined,
  table: TableChartOutlined,
  upload: FileUploadOutlined,
  work: WorkOutlineOutlined,
};

export function NavIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const Icon = (name && ICONS[name]) || CircleOutlined;
  return <Icon {...props} />;
}
