import Button, { type ButtonProps } from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslation } from 'react-i18next';

/** The 'Login' button's look: the same for the button and for the slot's sizer below. */
export function LoginButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      startIcon={<LoginIcon />}
      {...props}
      // On a phone the header is full: the word stays, the icon goes.
      sx={{
        ml: 0.5,
        flexShrink: 0,
        minWidth: 0,
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        ...props.sx,
      }}
    >
      {t('auth.login')}
    </Button>
  );
}
