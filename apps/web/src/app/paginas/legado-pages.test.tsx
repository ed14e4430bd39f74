import { describe, expect, it, vi } from 'vitest';
import { tratarMensagemLegado } from './legado-pages';

describe('tratarMensagemLegado (SaasLegado events)', () => {
  it('opens the candidate page for the full resume', () => {
    const abrir = vi.fn();
    expect(
      tratarMensagemLegado({ type: 'full resume', payload: { cd_pessoa_candidato: '123' } }, abrir),
    ).toBe(true);
    expect(abrir).toHaveBeenCalledWith('DadosCandidato', { cdPessoaCandidato: 123 });
    expect(tratarMensagemLegado({ type: 'fullResume', payload: 77 }, abrir)).toBe(true);
    expect(abrir).toHaveBeenLastCalledWith('DadosCandidato', { cdPessoaCandidato: 77 });
  });

  it('opens a vacancy tab by number for the vacancy details', () => {
    const abrir = vi.fn();
    expect(tratarMensagemLegado({ type: 'vacancy-details', payload: { nrVaga: 4512 } }, abrir)).toBe(true);
    expect(abrir).toHaveBeenCalledWith('Vaga', { nrVaga: 4512 }, { titulo: 'Vaga 4512' });
  });

  it('ignores unknown events and events without a valid number', () => {
    const abrir = vi.fn();
    expect(tratarMensagemLegado({ type: 'vacancy details', payload: { nrVaga: 'abc' } }, abrir)).toBe(false);
    expect(tratarMensagemLegado({ type: 'full resume', payload: { cd_pessoa_candidato: -1 } }, abrir)).toBe(
      false,
    );
    expect(tratarMensagemLegado({ type: 'logout', payload: null }, abrir)).toBe(false);
    expect(abrir).not.toHaveBeenCalled();
  });
});
