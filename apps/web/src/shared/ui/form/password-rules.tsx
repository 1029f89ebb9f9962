import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import { PASSWORD_RULES, brokenPasswordRules } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visually-hidden.ts';

/**
 * The password rules, each ticked as the password typed meets it: the same check the server makes.
 * Without `identity` (a reset link, where the account is not known yet) that rule is left to the server.
 */
export function PasswordRules(props: {
  id: string;
  password: string;
  identity?: { email?: string; username?: string };
}) {
  const { t } = useTranslation();
  const broken = new Set(brokenPasswordRules(props.password, props.identity));
  const rules = props.identity
    ? PASSWORD_RULES
    : PASSWORD_RULES.filter((r) => r !== 'password_contains_identity');
  return (
    <Stack
      component="ul"
      id={props.id}
      spacing={0.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-live="polite"
    >
      {rules.map((rule) => {
        const met = props.password !== '' && !broken.has(rule);
        const Icon = met ? CheckCircleOutlined : RadioButtonUncheckedOutlined;
        return (
          <Stack component="li" key={rule} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Icon fontSize="small" color={met ? 'success' : 'disabled'} aria-hidden />
            <Typography variant="body2" color={met ? 'text.primary' : 'text.secondary'}>
              {t(`passwordRules.${rule}`)}
              <Box component="span" sx={visuallyHidden}>
                {` (${t(met ? 'passwordRules.met' : 'passwordRules.pending')})`}
              </Box>
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
