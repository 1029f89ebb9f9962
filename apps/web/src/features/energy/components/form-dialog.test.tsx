import { render, screen } from '@testing-library/react';
import DialogTitle from '@mui/material/DialogTitle';
import { afterEach, describe, expect, it } from 'vitest';
import { FormDialog } from './form-dialog.tsx';

const realMatchMedia = window.matchMedia;

/** A window `width` px wide, as the media queries see it. */
function windowOf(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const paper = () => screen.getByRole('dialog');

describe('an energy form’s dialog', () => {
  it('takes the whole screen on a phone', () => {
    windowOf(390);
    render(
      <FormDialog open aria-labelledby="t">
        <DialogTitle id="t">Novo cliente</DialogTitle>
      </FormDialog>,
    );
    expect(paper().className).toContain('MuiDialog-paperFullScreen');
  });

  it('is a dialog as wide as its maxWidth on a larger screen', () => {
    windowOf(1280);
    render(
      <FormDialog open maxWidth="md" aria-labelledby="t">
        <DialogTitle id="t">Novo cliente</DialogTitle>
      </FormDialog>,
    );
    expect(paper().className).not.toContain('MuiDialog-paperFullScreen');
    expect(paper().className).toContain('MuiDialog-paperWidthMd');
    expect(paper().className).toContain('MuiDialog-paperFullWidth');
  });
});
