import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { ParecerBadge } from './parecer-badge';

describe('ParecerBadge', () => {
  it('shows a short word with the whole label as its name', () => {
    renderWithProviders(<ParecerBadge linha={{ PARECER_CLIENTE: 'E', PARECER_TRATADO: 'N' }} />);
    const b = screen.getByLabelText('Cliente pediu entrevista');
    expect(b).toHaveTextContent('Entrevista');
    expect(b).toHaveAttribute('title', 'Cliente pediu entrevista');
  });

  it('is gone once handled, except a rejection', () => {
    const { rerender } = renderWithProviders(
      <ParecerBadge linha={{ PARECER_CLIENTE: 'A', PARECER_TRATADO: 'S' }} />,
    );
    expect(screen.queryByLabelText('Aprovado pelo cliente')).not.toBeInTheDocument();
    rerender(<ParecerBadge linha={{ PARECER_CLIENTE: 'R', PARECER_TRATADO: 'S' }} />);
    expect(screen.getByLabelText('Reprovado pelo cliente')).toHaveTextContent('Cliente reprovou');
    rerender(<ParecerBadge linha={{ PARECER_CLIENTE: null, PARECER_TRATADO: null }} />);
    expect(document.querySelector('[data-parecer]')).toBeNull();
  });
});
