import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useTranslation } from 'react-i18next';

/** Questions as accordions: Enter or Space opens one, its answer is read with it. */
export function FaqList({
  questions,
  headingLevel = 'h3',
}: {
  questions: readonly string[];
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <div>
      {questions.map((id) => (
        <Accordion key={id} disableGutters slotProps={{ heading: { component: headingLevel } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreOutlined />}
            aria-controls={`faq-${id}-answer`}
            id={`faq-${id}`}
          >
            <Typography sx={{ fontWeight: 600 }}>{t(`public.faq.items.${id}.q`)}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${id}-answer`}>
            <Typography color="text.secondary">{t(`public.faq.items.${id}.a`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
