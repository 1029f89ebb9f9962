import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useTranslation } from 'react-i18next';
import {
  resetSettings,
  settingsStore,
  updateSettings,
  type Settings,
} from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';

type Choice = 'theme' | 'skin' | 'layout' | 'contentWidth' | 'navbarType' | 'footerType' | 'direction';
const BAR_TYPES = ['sticky', 'static', 'hidden'];
const CHOICES: { name: Choice; options: readonly string[] }[] = [
  { name: 'theme', options: ['light', 'dark', 'system'] },
  { name: 'skin', options: ['default', 'bordered'] },
  { name: 'layout', options: ['vertical', 'horizontal', 'collapsed'] },
  { name: 'contentWidth', options: ['boxed', 'fluid'] },
  { name: 'navbarType', options: BAR_TYPES },
  { name: 'footerType', options: BAR_TYPES },
  { name: 'direction', options: ['ltr', 'rtl'] },
];
const TOGGLES: ('semiDarkNav' | 'navbarBlur')[] = ['semiDarkNav', 'navbarBlur'];

/** The settings drawer: every choice is kept in cookies and local storage and reaches the other tabs. */
export function CustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useStore(settingsStore);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 340, maxWidth: '100vw' }, 'aria-labelledby': 'customizer-title' } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="customizer-title" variant="h6" component="h2">
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5 }}>
        {CHOICES.map(({ name, options }) => (
          <Box key={name}>
            <Typography id={`customizer-${name}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t(`customizer.${name}`)}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={settings[name]}
              aria-labelledby={`customizer-${name}`}
              onChange={(_, value: string | null) => {
                if (value) updateSettings({ [name]: value } as Partial<Settings>);
              }}
            >
              {options.map((option) => (
                <ToggleButton key={option} value={option} data-testid={`customizer-${name}-${option}`}>
                  {t(`customizer.options.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ))}
        {TOGGLES.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Switch
                checked={settings[name]}
                onChange={(event) => updateSettings({ [name]: event.target.checked })}
              />
            }
            label={t(`customizer.${name}`)}
          />
        ))}
        <Button variant="outlined" onClick={resetSettings}>
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
