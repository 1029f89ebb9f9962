// MUI's texts in this language, split from the rest so each loads alone when chosen.
export { arSA as default } from '@mui/material/locale';
