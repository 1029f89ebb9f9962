import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SolarPowerOutlined from '@mui/icons-material/SolarPowerOutlined';
import type { HelpCategory } from '@alvorada/contracts';

/** Each help category's icon; titles and descriptions are translations (`public.help.categories.<id>`). */
export const CATEGORY_ICONS: Record<HelpCategory, SvgIconComponent> = {
  getting_started: RocketLaunchOutlined,
  energy: SolarPowerOutlined,
  trading: CandlestickChartOutlined,
  automations: SmartToyOutlined,
  account: AccountCircleOutlined,
};
