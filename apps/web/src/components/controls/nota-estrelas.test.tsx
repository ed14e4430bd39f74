import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as renderizar } from '../testing/render';
import { NotaEstrelas } from './nota-estrelas';

describe('NotaEstrelas', () => {
  it('is one image named by the score, in halves', () => {
    renderizar(<NotaEstrelas nota={3.4} />);
    const img = screen.getByRole('img', { name: 'Nota 3,5 de 5' });
    expect(img.querySelectorAll('svg')).toHaveLength(5);
    expect(img.querySelectorAll('svg[data-cheia]')).toHaveLength(3);
  });

  it('keeps the score between 0 and 5', () => {
    renderizar(<NotaEstrelas nota={9} />);
    expect(screen.getByRole('img', { name: 'Nota 5 de 5' })).toBeInTheDocument();
  });
});
